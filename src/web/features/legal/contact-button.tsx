import { Mail } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useSiteConfig } from '../site';

/**
 * A mail button to the configured contact address. Without one (DESIGN decision 7: nothing
 * invented) it says so plainly instead of showing an address that does not exist.
 */
export function ContactButton({ label, subject }: { label: string; subject: string }) {
  const { site } = useSiteConfig();
  if (!site.contactEmail) {
    return <p className="text-sm text-muted">The operator of this site has not published a contact address yet.</p>;
  }
  return (
    <Button asChild variant="secondary">
      <a href={`mailto:${site.contactEmail}?subject=${encodeURIComponent(subject)}`}>
        <Mail aria-hidden />
        {label}
      </a>
    </Button>
  );
}
