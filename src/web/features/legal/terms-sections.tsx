import { Link } from 'react-router';
import { LIABILITY_CAP_MONTHS, MINIMUM_AGE, PRICE_CHANGE_NOTICE_DAYS } from '../../../core/legal';
import { groupDigits } from '../../../core/numbers';
import { PLANS, TIERS, formatPrice } from '../../../core/plans';
import { PATHS } from '../../../core/routes';
import { PRODUCT_NAME } from '../../../core/version';
import type { LegalSection } from './legal-page';

const paidPlans = PLANS.filter((p) => p.priceCents > 0);

/** The ten sections of the Terms of Service (spec section 2), in order. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <>
        <p>
          By creating an account or using {PRODUCT_NAME} you agree to these terms. If you do not agree, do not use the
          service. If you use {PRODUCT_NAME} on behalf of an organisation, you confirm that you may accept these terms for it.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'The service',
    body: (
      <>
        <p>
          {PRODUCT_NAME} reviews conversations you had with AI assistants. You paste or upload a conversation, confirm how
          it was split into messages, and receive a score from 0 to 100 for every message and for the conversation, five
          dimension scores, a chess-style annotation and suggestions for better messages.
        </p>
        <p>
          Scores are automated opinions about how a message was written. They are meant to help you improve; they are not
          a judgement of you, and they can be wrong.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    body: (
      <>
        <p>
          You need an account to analyse conversations and keep them on your dashboard. An account is free and is created
          with an e-mail address and a password. You must be at least {MINIMUM_AGE} years old to create one.
        </p>
        <ul>
          <li>Keep your password to yourself; you are responsible for what happens under your account.</li>
          <li>Give a real e-mail address: it is used to confirm the account and to reach you about it.</li>
          <li>Tell us promptly if you think someone else has used your account.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'usage',
    title: 'Acceptable use and limits',
    body: (
      <>
        <p>
          Only submit conversations you have the right to share. Do not use {PRODUCT_NAME} to break the law, to attack or
          overload the service, to get around usage limits, or to collect other people’s data.
        </p>
        <p>
          Daily limits apply per account: the Free plan allows {groupDigits(TIERS.free.dailyCharacterLimit)} characters and{' '}
          {TIERS.free.dailyAnalysisLimit} analyses a day; Pro allows {groupDigits(TIERS.pro.dailyCharacterLimit)} characters and
          about {groupDigits(TIERS.pro.dailyAnalysisLimit)} analyses a day. Limits reset at midnight UTC.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments and subscriptions',
    body: (
      <>
        <p>Paid plans, with prices in US dollars:</p>
        <ul>
          {paidPlans.map((p) => (
            <li key={p.id}>
              <strong>{p.name}</strong>: {formatPrice(p)}, {p.period}.
            </li>
          ))}
        </ul>
        <p>
          Payments are handled by our payment provider; card details never reach our servers. A subscription that
          auto-renews does so at the end of each period unless you cancel before then. Fees are non-refundable except
          where the law requires a refund. We announce price changes at least {PRICE_CHANGE_NOTICE_DAYS} days before they
          apply to you.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual',
    title: 'Intellectual property',
    body: (
      <>
        <p>
          Your conversations remain yours. You give us only the permission needed to store, analyse and show them back to
          you, and to export them when you ask.
        </p>
        <p>
          The {PRODUCT_NAME} software, its scoring method, design and texts belong to their owners and may not be copied
          or resold. The reviews produced for you are yours to use as you like.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        How we handle personal data is described in the{' '}
        <Link to={PATHS.privacy} className="text-violet-700 underline dark:text-violet-300">
          Privacy Policy
        </Link>
        , which is part of these terms.
      </p>
    ),
  },
  {
    id: 'limitations',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          {PRODUCT_NAME} is provided as it is. We work to keep it available and accurate but do not promise that it is
          free of errors or interruptions, or that a score fits your purpose.
        </p>
        <p>
          As far as the law allows, our total liability for any claim is limited to what you paid us in the{' '}
          {LIABILITY_CAP_MONTHS} months before the claim arose. Nothing here limits liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may stop using {PRODUCT_NAME} at any time and ask us to delete your account. We may suspend or close an account
        that breaks these terms, telling you why unless the law or safety prevents it. Sections on intellectual property and
        liability continue to apply after an account ends.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. The date at the top shows the latest version; for changes that matter we tell you in the
        app or by e-mail before they apply. Using {PRODUCT_NAME} after a change means you accept the new terms.
      </p>
    ),
  },
];
