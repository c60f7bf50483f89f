// The Radix toast itself, loaded the first time a toast is shown (see toast.tsx).
import { Icon } from "#app/components/icon.tsx";
import { Toast as ToastPrimitive } from "radix-ui";
import type { ToastState } from "#app/components/ui/toast-state.ts";
import type { ToastLabels } from "#app/i18n/chrome.ts";

/** Used only when the root's data is missing (an error before its loader ran). */
const ENGLISH: ToastLabels = {
  close: "Close notification",
  region: "Notifications ({hotkey})",
  label: "Notification",
};

export default function ToastView({
  toast,
  onDismiss,
  labels = ENGLISH,
}: {
  toast: ToastState | null;
  onDismiss: () => void;
  labels?: ToastLabels;
}) {
  const isDestructive = toast?.variant === "destructive";
  return (
    <ToastPrimitive.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={labels.label}
    >
      {toast ? (
        <ToastPrimitive.Root
          key={toast.id}
          type={isDestructive ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) onDismiss();
          }}
          className={`grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-lg border p-4 shadow-lg ${
            isDestructive
              ? "border-red-800 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>
          <ToastPrimitive.Close
            aria-label={labels.close}
            className="row-span-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <Icon name="x" />
          </ToastPrimitive.Close>
          {toast.description ? (
            <ToastPrimitive.Description className="text-sm">
              {toast.description}
            </ToastPrimitive.Description>
          ) : null}
          {toast.action ? (
            <ToastPrimitive.Action
              altText={toast.action.label}
              onClick={toast.action.onSelect}
              className="col-span-2 mt-2 justify-self-start rounded border border-current px-3 py-1 text-sm font-medium"
            >
              {toast.action.label}
            </ToastPrimitive.Action>
          ) : null}
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        label={labels.region}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
