// Toasts (SPEC.md section 2): default and destructive variants with a title, a description, an
// optional action and a close control. One at a time; each shows for 5 s; F8 focuses the viewport.
import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  action?: { label: string; onSelect: () => void };
}

interface ToastState extends ToastInput {
  id: number;
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const show = useCallback((toast: ToastInput) => {
    setCurrent({ ...toast, id: Date.now() });
  }, []);
  const value = useMemo(() => show, [show]);
  const isDestructive = current?.variant === "destructive";

  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
        {children}
        {current ? (
          <ToastPrimitive.Root
            key={current.id}
            type={isDestructive ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) setCurrent(null);
            }}
            className={`grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-lg border p-4 shadow-lg ${
              isDestructive
                ? "border-red-800 bg-red-700 text-white"
                : "border-slate-200 bg-white text-slate-900"
            }`}
          >
            <ToastPrimitive.Title className="font-semibold">{current.title}</ToastPrimitive.Title>
            <ToastPrimitive.Close
              aria-label="Close notification"
              className="row-span-2 rounded p-1 opacity-80 hover:opacity-100"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
            {current.description ? (
              <ToastPrimitive.Description className="text-sm">
                {current.description}
              </ToastPrimitive.Description>
            ) : null}
            {current.action ? (
              <ToastPrimitive.Action
                altText={current.action.label}
                onClick={current.action.onSelect}
                className="col-span-2 mt-2 justify-self-start rounded border border-current px-3 py-1 text-sm font-medium"
              >
                {current.action.label}
              </ToastPrimitive.Action>
            ) : null}
          </ToastPrimitive.Root>
        ) : null}
        <ToastPrimitive.Viewport
          hotkey={["F8"]}
          label="Notifications ({hotkey})"
          className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
