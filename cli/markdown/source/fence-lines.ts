// a backtick fence's info may not hold a backtick (CommonMark): "```a``` text"
// is inline code, not a fence
const FENCE = /^\s*(`{3,}(?=[^`]*$)|~{3,})/;

/**
 * Fed a page's lines in order, tells whether each is part of a code fence: its
 * opening, body or closing line. A fence closes at a line of nothing but at
 * least as many of its own marker characters.
 */
export function fenceTracker(): (line: string) => boolean {
  let fence: string | null = null;
  return (line) => {
    const marker = FENCE.exec(line)?.[1];
    const closes =
      fence !== null &&
      marker !== undefined &&
      marker[0] === fence[0] &&
      marker.length >= fence.length &&
      !line.trim().slice(marker.length);
    if (fence === null && marker) fence = marker;
    else if (closes) {
      fence = null;
      return true;
    }
    return fence !== null;
  };
}
