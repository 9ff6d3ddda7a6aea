import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../../core/routes';
import { PRODUCT_NAME } from '../../../core/version';
import { Button } from '../../components/ui/button';
import { ContactButton, DataRights, LegalPage, PRIVACY_SECTIONS } from '../../features/legal';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={<p>What {PRODUCT_NAME} collects, why, who else sees it, and the rights you have over your data.</p>}
      sections={PRIVACY_SECTIONS}
      footer={
        <>
          <div>
            <p className="font-semibold">Questions about your data?</p>
            <div className="mt-2">
              <ContactButton label="Contact Privacy Team" subject={`${PRODUCT_NAME} privacy request`} />
            </div>
          </div>
          <Button asChild variant="outline">
            <Link to={PATHS.terms}>
              <FileText aria-hidden />
              View Terms of Service
            </Link>
          </Button>
        </>
      }
    >
      <DataRights />
    </LegalPage>
  );
}
