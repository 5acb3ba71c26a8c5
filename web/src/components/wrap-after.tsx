import { Fragment } from 'react';

/**
 * Text too long for its box that wraps only after `after` (one character): a booking code after its
 * hyphens, so each line ends with a whole group ("…-4377-b5" then "60-…" was misread at the door); an
 * e-mail address after its @, not before its last letter. The box's CSS keeps `overflow-wrap: anywhere`
 * for a piece wider than the box itself.
 */
export function WrapAfter({ text, after }: { text: string; after: string }) {
  return text.split(after).map((piece, index, pieces) => (
    <Fragment key={index}>
      {piece}
      {index < pieces.length - 1 && (
        <>
          {after}
          <wbr />
        </>
      )}
    </Fragment>
  ));
}
