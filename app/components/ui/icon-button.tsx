// A button that shows only an icon; its label names it for assistive technology and tooltips.
import type { ButtonHTMLAttributes } from "react";
import { Icon, type IconName } from "#app/components/icon.tsx";

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  label: string;
  icon: IconName;
  iconClassName?: string;
}

export function IconButton({ label, icon, iconClassName, ...props }: IconButtonProps) {
  return (
    <button type="button" aria-label={label} title={label} {...props}>
      <Icon name={icon} className={iconClassName ?? "size-4"} />
    </button>
  );
}
