// What a toast says and how the toaster (toast.tsx) keeps the one on screen; its own module so the
// lazily loaded view (toast-view.tsx) and the toaster share the types without importing each other.

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  action?: { label: string; onSelect: () => void };
}

export interface ToastState extends ToastInput {
  id: number;
}
