// The 11-month leave-and-licence agreement as PDF, in English or Hindi: parties, premises, licence
// fee and deposit in figures and words, lock-in, notice, maintenance, permitted use, the state whose
// law governs it, the clauses the parties chose, and who confirmed which version when. It says it
// is a draft until both parties have confirmed the version it shows.
import { formatDate, formatDateTime } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { rupeesInWords } from '@rentals/core/money/words';
import { agreedAt } from '@rentals/core/validation/rentalAgreement';
import type { Lang } from '../../i18n/lang.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { translator } from '../../i18n/t.ts';
import { PdfWriter } from './pdfWriter.ts';

export interface AgreementConfirmation {
  name: string;
  at: string;
}

export interface AgreementDocument {
  version: number;
  draftedAt: string;
  startDate: string;
  endDate: string;
  licensor: string;
  licensee: string;
  address: string;
  licenceFee: number | string;
  deposit: number | string;
  rentDueDay: number;
  lockInMonths: number;
  noticeDays: number;
  maintenancePaidBy: 'licensor' | 'licensee';
  maintenanceAmount: number | string;
  permittedUse: 'residential' | 'residential_family';
  state: string;
  clauses: string[];
  landlordConfirmation: AgreementConfirmation | null;
  tenantConfirmation: AgreementConfirmation | null;
}

export async function buildAgreementPdf(a: AgreementDocument, lang: Lang): Promise<Uint8Array> {
  const t = translator(lang);
  const words = (n: number | string) => rupeesInWords(n, lang);
  const agreed = agreedAt({ landlord_confirmed_at: a.landlordConfirmation?.at ?? null, tenant_confirmed_at: a.tenantConfirmation?.at ?? null });
  const pdf = await PdfWriter.create(t('agreement.pdf.title'), lang);
  pdf.text(t('agreement.pdf.title'), { size: 18, bold: true });
  pdf.text(
    agreed
      ? t('agreement.pdf.agreed', { version: a.version, date: formatDate(agreed) })
      : t('agreement.pdf.draft', { version: a.version, date: formatDate(a.draftedAt) }),
    { muted: true },
  );
  pdf.rule();
  pdf.text(t('agreement.pdf.intro', { start: formatDate(a.startDate), end: formatDate(a.endDate) }));
  pdf.gap(4);
  pdf.text(t('agreement.pdf.licensor', { name: a.licensor }), { bold: true });
  pdf.text(t('agreement.pdf.licensee', { name: a.licensee }), { bold: true });
  pdf.text(t('agreement.pdf.property', { address: a.address }));

  pdf.heading(t('agreement.pdf.terms'));
  const terms = [
    t('agreement.pdf.fee', { amount: formatRupees(a.licenceFee), words: words(a.licenceFee), day: a.rentDueDay }),
    t('agreement.pdf.deposit', { amount: formatRupees(a.deposit), words: words(a.deposit) }),
    a.lockInMonths > 0 ? t('agreement.pdf.lockIn', { months: a.lockInMonths }) : t('agreement.pdf.noLockIn'),
    t('agreement.pdf.notice', { days: a.noticeDays }),
    t('agreement.pdf.maintenance', {
      amount: formatRupees(a.maintenanceAmount),
      payer: t(`agreement.pdf.payer.${a.maintenancePaidBy}`),
    }),
    t('agreement.pdf.use', { use: t(`agreement.use.${a.permittedUse}`) }),
    t('agreement.pdf.licence'),
    t('agreement.pdf.law', { state: a.state }),
  ];
  terms.forEach((term, i) => pdf.text(`${i + 1}. ${term}`));

  if (a.clauses.length > 0) {
    pdf.heading(t('agreement.pdf.chosen'));
    a.clauses.forEach((clause, i) => pdf.text(`${terms.length + i + 1}. ${t(`agreement.clause.${clause}` as MessageKey)}`));
  }

  pdf.heading(t('agreement.pdf.confirmations'));
  const confirmation = (party: string, c: AgreementConfirmation | null) =>
    c
      ? t('agreement.pdf.confirmed', { party, name: c.name, date: formatDateTime(c.at) })
      : t('agreement.pdf.notConfirmed', { party });
  pdf.text(confirmation(t('agreement.pdf.partyLicensor'), a.landlordConfirmation));
  pdf.text(confirmation(t('agreement.pdf.partyLicensee'), a.tenantConfirmation));
  pdf.gap(12);
  pdf.text(t(agreed ? 'agreement.pdf.notice.agreed' : 'agreement.pdf.notice.draft'), { size: 8.5, muted: true });
  return pdf.bytes();
}
