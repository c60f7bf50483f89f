// The two e-mails that carry a single-use link to a staff member: an invitation to join the
// team (valid 7 days) and a password reset (valid 1 hour). Each says what to do if it was not
// expected; neither holds anything but the link.
import { ButtonEmail, Paragraph, type ButtonEmailProps } from "#app/mail/email-layout.tsx";

/** One e-mail with one link: why it came, what the link does, and for how long it works. */
function StaffLinkEmail({
  lifetime,
  children,
  ...email
}: Omit<ButtonEmailProps, "smallPrint"> & {
  /** "7 days", "1 hour" */
  lifetime: string;
}) {
  return (
    <ButtonEmail
      {...email}
      smallPrint={
        <>
          The link works once, for {lifetime}. If the button does not work, open this address:{" "}
          {email.url}
        </>
      }
    >
      <Paragraph>{children}</Paragraph>
    </ButtonEmail>
  );
}

export interface InvitationEmailProps {
  siteName: string;
  siteUrl: string;
  inviterName: string;
  roleLabel: string;
  roleDescription: string;
  acceptUrl: string;
}

export function InvitationEmail(props: InvitationEmailProps) {
  return (
    <StaffLinkEmail
      {...props}
      preview={`${props.inviterName} invited you to help run ${props.siteName}`}
      footer={
        <>
          You get this e-mail because {props.inviterName} entered this address on the People page of
          the {props.siteName} dashboard. If you did not expect it, ignore it: without your password
          the account never opens.
        </>
      }
      heading={<>You are invited to the {props.siteName} dashboard</>}
      url={props.acceptUrl}
      buttonLabel="Choose my password"
      lifetime="7 days"
    >
      {props.inviterName} invited you as {props.roleLabel.toLowerCase()}: {props.roleDescription}
    </StaffLinkEmail>
  );
}

export interface PasswordResetEmailProps {
  siteName: string;
  siteUrl: string;
  resetUrl: string;
}

export function PasswordResetEmail(props: PasswordResetEmailProps) {
  return (
    <StaffLinkEmail
      {...props}
      url={props.resetUrl}
      preview={`Reset your ${props.siteName} dashboard password`}
      footer={
        <>
          You get this e-mail because someone asked to reset the password of this address&apos;s{" "}
          {props.siteName} dashboard account. If that was not you, ignore it: your password stays as
          it is.
        </>
      }
      heading="Reset your password"
      buttonLabel="Choose a new password"
      lifetime="1 hour"
    >
      Choose a new password for the {props.siteName} dashboard. Signing in with it ends every other
      session of your account.
    </StaffLinkEmail>
  );
}
