import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../../core/routes';
import { PRODUCT_NAME } from '../../../core/version';
import { Button } from '../../components/ui/button';
import { ContactButton, LegalPage, TERMS_SECTIONS } from '../../features/legal';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={<p>These terms cover your use of {PRODUCT_NAME}: what we provide, what we ask of you, and how paid plans work.</p>}
      sections={TERMS_SECTIONS}
      footer={
        <>
          <div>
            <p className="font-semibold">Questions about these terms?</p>
            <div className="mt-2">
              <ContactButton label="Contact Support" subject={`${PRODUCT_NAME} terms of service`} />
            </div>
          </div>
          <Button asChild variant="outline">
            <Link to={PATHS.privacy}>
              <ShieldCheck aria-hidden />
              View Privacy Policy
            </Link>
          </Button>
        </>
      }
    />
  );
}
