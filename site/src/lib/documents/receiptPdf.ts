// Rent receipts as PDF: one for a month marked paid, one for a financial year (April to March) for
// House Rent Allowance claims. Names, address, period, amount in figures and in Indian-numbering
// words, mode of payment and the landlord's PAN (or why it is missing) in English or Hindi.
import { formatDate, formatMonth } from '@rentals/core/format';
import { rupeesInWords } from '@rentals/core/money/words';
import { formatRupees } from '@rentals/core/money';
import { financialYearLabel } from '@rentals/core/rules/rentReceipts';
import type { Lang } from '../../i18n/lang.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { translator, type Translate } from '../../i18n/t.ts';
import { PdfWriter } from './pdfWriter.ts';

export interface PaidMonth {
  month: string;
  amount: number | string;
  paidOn: string;
  mode: string | null;
  reference: string | null;
}

interface ReceiptBase {
  /** Short, stable number printed on the receipt (from the payment or lease id). */
  number: string;
  tenant: string;
  landlord: string;
  address: string;
  pan: string | null;
  /** Whether the year's rent passes ₹1,00,000, so that the PAN must be on the receipt. */
  panRequired: boolean;
  /** The day the document is produced ('YYYY-MM-DD', India). */
  generatedOn: string;
}

export interface MonthReceipt extends ReceiptBase {
  kind: 'month';
  paid: PaidMonth;
}

export interface YearReceipt extends ReceiptBase {
  kind: 'year';
  startYear: number;
  paid: PaidMonth[];
}

export type Receipt = MonthReceipt | YearReceipt;

function modeOf(t: Translate, paid: PaidMonth): string {
  const mode = paid.mode ? t(`receipts.mode.${paid.mode}` as MessageKey) : t('receipts.mode.unknown');
  return paid.reference ? `${mode} (${paid.reference})` : mode;
}

function panLine(t: Translate, receipt: Receipt): string {
  if (receipt.pan) return receipt.pan;
  return t(receipt.panRequired ? 'receipts.pdf.panRequired' : 'receipts.pdf.panNotRequired');
}

export async function buildReceiptPdf(receipt: Receipt, lang: Lang): Promise<Uint8Array> {
  const t = translator(lang);
  const words = (n: number | string) => rupeesInWords(n, lang);
  const year = receipt.kind === 'year' ? financialYearLabel(receipt.startYear) : '';
  const title = receipt.kind === 'year' ? t('receipts.pdf.yearTitle', { year }) : t('receipts.pdf.title');
  const total = receipt.kind === 'year' ? receipt.paid.reduce((sum, p) => sum + Number(p.amount), 0) : Number(receipt.paid.amount);
  const period =
    receipt.kind === 'year'
      ? `${t('receipts.pdf.yearPeriod', { from: receipt.startYear, to: receipt.startYear + 1 })} (${year})`
      : formatMonth(receipt.paid.month);

  const pdf = await PdfWriter.create(title, lang);
  pdf.text(title, { size: 18, bold: true });
  pdf.text(t('receipts.pdf.number', { number: receipt.number }), { muted: true });
  pdf.rule();
  pdf.text(
    t('receipts.pdf.statement', {
      tenant: receipt.tenant,
      amount: formatRupees(total),
      words: words(total),
      period,
      address: receipt.address,
    }),
  );
  pdf.gap();
  pdf.row(t('receipts.pdf.tenant'), receipt.tenant);
  pdf.row(t('receipts.pdf.landlord'), receipt.landlord);
  pdf.row(t('receipts.pdf.address'), receipt.address);
  pdf.row(t('receipts.pdf.period'), period);
  pdf.row(t('receipts.pdf.amount'), formatRupees(total));
  pdf.row(t('receipts.pdf.words'), words(total));
  if (receipt.kind === 'month') {
    pdf.row(t('receipts.pdf.mode'), modeOf(t, receipt.paid));
    pdf.row(t('receipts.pdf.paidOn'), formatDate(receipt.paid.paidOn));
  }
  pdf.row(t('receipts.pdf.pan'), panLine(t, receipt));
  if (receipt.kind === 'year') {
    pdf.heading(t('receipts.pdf.months'), 11.5);
    for (const paid of receipt.paid) {
      pdf.row(formatMonth(paid.month), `${formatRupees(paid.amount)}, ${formatDate(paid.paidOn)}, ${modeOf(t, paid)}`);
    }
    pdf.row(t('receipts.pdf.total'), formatRupees(total));
  }
  pdf.gap(36);
  pdf.text('______________________________');
  pdf.text(`${t('receipts.pdf.signature')}: ${receipt.landlord}`);
  pdf.gap(18);
  pdf.text(t('receipts.pdf.footer', { date: formatDate(receipt.generatedOn) }), { size: 8.5, muted: true });
  return pdf.bytes();
}
