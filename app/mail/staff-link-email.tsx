// The two e-mails that carry a single-use link to a staff member: an invitation to join the
// team (valid 7 days) and a password reset (valid 1 hour). Each says what to do if it was not
// expected; neither holds anything but the link.
import { Button, Text } from "react-email";
import { COLOURS, EmailLayout, FooterText, textStyle } from "#app/mail/email-layout.tsx";

const buttonStyle = {
  backgroundColor: COLOURS.brand,
  borderRadius: "8px",
  color: "#ffffff",
  fontWeight: 700,
  padding: "12px 20px",
};

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
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`${props.inviterName} invited you to help run ${props.siteName}`}
      footer={
        <FooterText>
          You get this e-mail because {props.inviterName} entered this address on {props.siteName}
          &apos;s People page. If you did not expect it, ignore it: without your password the
          account never opens.
        </FooterText>
      }
    >
      <Text style={{ ...textStyle, fontSize: "22px", fontWeight: 700 }}>
        You are invited to {props.siteName}&apos;s dashboard
      </Text>
      <Text style={textStyle}>
        {props.inviterName} invited you as {props.roleLabel.toLowerCase()}: {props.roleDescription}
      </Text>
      <Button href={props.acceptUrl} style={buttonStyle}>
        Choose my password
      </Button>
      <Text style={{ ...textStyle, color: COLOURS.muted, fontSize: "14px" }}>
        The link works once, for 7 days. If the button does not work, open this address:{" "}
        {props.acceptUrl}
      </Text>
    </EmailLayout>
  );
}

export interface PasswordResetEmailProps {
  siteName: string;
  siteUrl: string;
  resetUrl: string;
}

export function PasswordResetEmail(props: PasswordResetEmailProps) {
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`Reset your ${props.siteName} dashboard password`}
      footer={
        <FooterText>
          You get this e-mail because someone asked to reset the password of this address&apos;s{" "}
          {props.siteName} dashboard account. If that was not you, ignore it: your password stays as
          it is.
        </FooterText>
      }
    >
      <Text style={{ ...textStyle, fontSize: "22px", fontWeight: 700 }}>Reset your password</Text>
      <Text style={textStyle}>
        Choose a new password for the {props.siteName} dashboard. Signing in with it ends every
        other session of your account.
      </Text>
      <Button href={props.resetUrl} style={buttonStyle}>
        Choose a new password
      </Button>
      <Text style={{ ...textStyle, color: COLOURS.muted, fontSize: "14px" }}>
        The link works once, for 1 hour. If the button does not work, open this address:{" "}
        {props.resetUrl}
      </Text>
    </EmailLayout>
  );
}
