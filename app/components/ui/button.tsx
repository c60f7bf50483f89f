// The site's buttons: one look per variant, for <button>s and for links styled as buttons.
import type { ButtonHTMLAttributes } from "react";

const VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  accent: "bg-kente-gold text-slate-900 hover:bg-yellow-400",
  outline: "border border-slate-300 text-slate-800 hover:bg-slate-50",
  "outline-brand": "border border-brand-700 text-brand-800 hover:bg-brand-50",
} as const;

const SIZES = {
  sm: "px-4 py-2 text-sm",
  md: "px-4 py-2",
  lg: "px-6 py-2.5",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  className?: string;
}

/** The classes of a button, for a link that acts as one. */
export function buttonClass({
  variant = "primary",
  size = "md",
  className = "",
}: ButtonStyle = {}) {
  return `inline-block rounded-md text-center font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 disabled:cursor-not-allowed disabled:opacity-70 ${VARIANTS[variant]} ${SIZES[size]} ${className}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  /** While true the button is disabled and shows `pendingLabel`. */
  isPending?: boolean;
  pendingLabel?: string;
}

export function Button({
  variant,
  size,
  className,
  isPending = false,
  pendingLabel,
  disabled,
  children,
  type = "submit",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isPending}
      className={buttonClass({ variant, size, className })}
      {...props}
    >
      {isPending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
