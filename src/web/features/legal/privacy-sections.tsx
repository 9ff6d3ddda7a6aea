import { MINIMUM_AGE } from '../../../core/legal';
import { PRODUCT_NAME } from '../../../core/version';
import type { LegalSection } from './legal-page';

/** The eleven sections of the Privacy Policy (spec section 2), in order. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    body: (
      <p>
        {PRODUCT_NAME} analyses conversations you had with AI assistants. This policy explains what we keep to do that,
        why, who else sees it and what you can do about it. We do not sell personal data and we do not show advertising.
      </p>
    ),
  },
  {
    id: 'collection',
    title: 'Information we collect',
    body: (
      <ul>
        <li>
          <strong>Account data</strong>: your e-mail address and a one-way hash of your password (never the password itself).
        </li>
        <li>
          <strong>Conversations and results</strong>: the text you submit, how it was split into messages, the session goal
          and project context you add, and the scores and suggestions produced.
        </li>
        <li>
          <strong>Settings and usage</strong>: your preferences and daily counters of characters and analyses used.
        </li>
        <li>
          <strong>Payments</strong>: the plan bought, amount, date and status. Card details go straight to the payment provider.
        </li>
        <li>
          <strong>Technical logs</strong>: request method, path, status and timing, kept for security and troubleshooting.
          Logs never contain request bodies or cookies.
        </li>
      </ul>
    ),
  },
  {
    id: 'usage',
    title: 'How we use it',
    body: (
      <ul>
        <li>To analyse your conversations and show the results and history back to you.</li>
        <li>To run your account: sign-in, e-mail confirmation, settings and plan limits.</li>
        <li>To process payments for Pro plans.</li>
        <li>To keep the service secure and working, and to fix problems.</li>
      </ul>
    ),
  },
  {
    id: 'legal-basis',
    title: 'Legal basis',
    body: (
      <p>
        We process your data to provide the service you signed up for (performance of a contract), to meet legal duties such
        as keeping payment records (legal obligation), and to keep the service secure (legitimate interest). Where we rely on
        consent, you can withdraw it at any time.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing',
    body: (
      <>
        <p>We share data only with the providers needed to run the service, and only what each needs:</p>
        <ul>
          <li>the payment provider, when you buy a Pro plan;</li>
          <li>the e-mail provider, to send confirmation and account messages;</li>
          <li>
            an AI provider, only when AI-enhanced analysis is switched on for a Pro account: the messages being analysed are sent
            to it for that analysis.
          </li>
        </ul>
        <p>We disclose data to authorities only when the law requires it.</p>
      </>
    ),
  },
  {
    id: 'storage',
    title: 'Storage and retention',
    body: (
      <p>
        Data is kept in the service’s database. Analyses stay until you delete them from your dashboard or your account is
        deleted. Drafts you type on the paste screen are saved only in your own browser’s storage, so they survive a reload,
        and are removed when you clear the text.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        You can access, correct, delete and take away your data, object to or restrict some processing, and complain to your
        data-protection authority. The tiles above show how to do each of these in {PRODUCT_NAME}; for anything else, contact us.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <p>
        We use one essential cookie that keeps you signed in. Your browser’s own storage holds your draft conversation and the
        messages you are verifying. We use no advertising or cross-site tracking cookies.
      </p>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    body: (
      <p>
        The providers listed under Sharing may process data in other countries. Where data leaves your country we rely on the
        safeguards the law provides for such transfers, such as standard contractual clauses.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        {PRODUCT_NAME} is not meant for anyone under {MINIMUM_AGE}, and we do not knowingly collect their data. If you believe a
        child has created an account, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'updates',
    title: 'Updates to this policy',
    body: (
      <p>
        When this policy changes, the date at the top changes with it. We tell you about significant changes in the app or by
        e-mail before they take effect.
      </p>
    ),
  },
];
