import { useEffect } from 'react';

/**
 * /redirectStripePath: a link that leads to the payment provider's portal of the signed-in member's
 * membership. The server decides where (the portal, the billing tab, or sign-in), so this page only hands over.
 */
export default function RedirectStripePath() {
  useEffect(() => {
    window.location.replace('/api/visit-stripe');
  }, []);
  return <p style={{ padding: 24 }}>Taking you to your payment details…</p>;
}
