// A button that shows only an icon; its label names it for assistive technology and tooltips.
import type { LucideIcon } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  label: string;
  icon: LucideIcon;
  iconClassName?: string;
}

export function IconButton({ label, icon: Icon, iconClassName, ...props }: IconButtonProps) {
  return (
    <button type="button" aria-label={label} title={label} {...props}>
      <Icon aria-hidden="true" className={iconClassName ?? "size-4"} />
    </button>
  );
}
