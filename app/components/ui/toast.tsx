// Toasts (SPEC.md section 2): default and destructive variants with a title, a description, an
// optional action and a close control. One at a time; each shows for 5 s; F8 focuses the viewport.
// The Radix toast (about 12 KB gzipped) is fetched when the first toast is shown rather than with
// every page, most of which never show one.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { ToastInput, ToastState } from "#app/components/ui/toast-state.ts";
import type { ToastLabels } from "#app/i18n/chrome.ts";

const ToastView = lazy(() => import("#app/components/ui/toast-view.tsx"));

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

/** What a server can send: a toast's words, without an action to run. */
export type ToastWords = Omit<ToastInput, "action">;

/** A toast whose words the server chose (app/components/ui/toast.server.ts); the id makes it show once. */
export interface ServerToast extends ToastWords {
  id: string;
}

/** Shows each new toast a loader or action answered with, once. */
export function useServerToast(toast: ServerToast | null | undefined) {
  const show = useToast();
  const shownId = useRef<string | null>(null);
  useEffect(() => {
    if (!toast || toast.id === shownId.current) return;
    shownId.current = toast.id;
    show(toast);
  }, [toast, show]);
}

/** `labels`: the close button's and region's names in the page's language, from the root's data. */
export function Toaster({ children, labels }: { children: ReactNode; labels?: ToastLabels }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  // Once loaded, the view stays mounted so its viewport (and the F8 hotkey) persists.
  const [used, setUsed] = useState(false);
  const show = useCallback((toast: ToastInput) => {
    setUsed(true);
    setCurrent({ ...toast, id: Date.now() });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ToastView toast={current} onDismiss={dismiss} labels={labels} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
