/**
 * What a page of a cancelled show says, where a link kept from before (a reminder mail) leads: Pre Show
 * Setup and Session Q&A (docs/product-rules.md). Its questions and live game went with it.
 */
export function ShowCancelled({ className }: { className?: string }) {
  return (
    <p className={className} role="status">
      This show was cancelled. Its bookings were refunded in points.
    </p>
  );
}
