// The signed-in person's actions on a listing, with what they already did: loaded by the actions
// island only once it knows who is there, so visitors never download the forms or the API client.
import { useEffect } from 'react';
import type { PropertyActions } from '../../lib/detail/actions.ts';
import type { PersonalState } from '../../lib/detail/personal.ts';
import { ApplicationForm } from './ApplicationForm.tsx';
import type { ActionsTexts } from './detailTexts.ts';
import { ReportListing } from './ReportListing.tsx';
import { MessageOwnerForm } from './MessageOwnerForm.tsx';
import { ShortlistButton } from './ShortlistButton.tsx';
import { VisitRequestForm } from './VisitRequestForm.tsx';

export interface SignedInActionsProps {
  propertyId: string;
  userId: string;
  today: string;
  personal: PersonalState;
  texts: ActionsTexts;
  actions?: PropertyActions;
}

export default function SignedInActions({ propertyId, userId, today, personal, texts, actions }: SignedInActionsProps) {
  // Signing in from "Schedule a visit" comes back to #visit, which exists only now.
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    if (target && target.id !== 'actions') target.scrollIntoView();
  }, []);
  return (
    <>
      <ShortlistButton propertyId={propertyId} userId={userId} shortlisted={personal.shortlisted} texts={texts} actions={actions} />
      <MessageOwnerForm propertyId={propertyId} texts={texts} />
      <div className="actions__panel" id="visit">
        <h3 id="visit-heading">{texts['detail.visit.heading']}</h3>
        <VisitRequestForm propertyId={propertyId} userId={userId} today={today} existing={personal.visit} texts={texts} actions={actions} />
      </div>
      <div className="actions__panel" id="apply">
        <h3 id="apply-heading">{texts['detail.apply.heading']}</h3>
        <ApplicationForm propertyId={propertyId} userId={userId} today={today} existing={personal.application} texts={texts} actions={actions} />
      </div>
      <ReportListing propertyId={propertyId} userId={userId} reported={personal.reported} texts={texts} actions={actions} />
    </>
  );
}
