import * as v from 'valibot'

// Content texts are plain text: the pages render them as React text nodes, so markup typed into the
// JSON would show up literally. Shared by the guides, legal and trust files' schemas.

/** Rejects text that looks like HTML tags, markdown emphasis, markdown links or markdown headings. */
const PLAIN_TEXT = /<\/?[a-z!][^>]*>|\*\*|__|\]\(|^#{1,6}\s/im

/** A non-empty plain text, trimmed. */
export const PlainTextSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'a non-empty text'),
  v.check((text) => !PLAIN_TEXT.test(text), 'plain text without HTML or markdown'),
)

/** One or more paragraphs of plain text. */
export const ParagraphsSchema = v.pipe(v.array(PlainTextSchema), v.minLength(1, 'at least one paragraph'))
