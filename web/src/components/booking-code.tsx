import { Fragment } from 'react';

/**
 * A booking code (BK- and a UUID) that wraps only after its hyphens, so each line ends with a whole
 * group and the code reads the same on a phone as on the ticket mail (drawn in a box narrower than
 * the code, it was cut anywhere: "…-4377-b5" then "60-…"). The box's CSS keeps `overflow-wrap:
 * anywhere` for a group wider than the box itself.
 */
export function BookingCode({ code }: { code: string }) {
  return code.split(/(?<=-)/).map((group, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {group}
    </Fragment>
  ));
}
