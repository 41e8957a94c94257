// The listing's "Contact owner / Request visit" bar, kept at the bottom of a phone's screen above
// the shell's bottom bar (CSS hides it from 768 px, where the actions sit beside the listing).
// Contact goes where contacting the owner goes on this page (the actions, by default); the visit
// link goes to the visit form for a session, and to sign in first, coming back to it, for a
// visitor: the page is the same for everyone, and the browser's cookies pick the link (SessionHint).
export interface ContactBarProps {
  /** Where contacting the lister goes. */
  contactHref: string;
  contactLabel: string;
  visitLabel: string;
  /** The visit form on this page, for a signed-in person. */
  visitHref: string;
  /** Sign in, then back to the visit form, for a visitor. */
  signInVisitHref: string;
  label: string;
}

export function ContactBar({ contactHref, contactLabel, visitLabel, visitHref, signInVisitHref, label }: ContactBarProps) {
  return (
    <nav className="contact-bar" aria-label={label}>
      <a className="contact-bar__contact" href={contactHref}>
        {contactLabel}
      </a>
      <a className="contact-bar__visit" href={signInVisitHref} data-session="out">
        {visitLabel}
      </a>
      <a className="contact-bar__visit" href={visitHref} data-session="in">
        {visitLabel}
      </a>
    </nav>
  );
}
