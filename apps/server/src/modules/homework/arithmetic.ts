import type { HomeworkMark, MarkBox, MarkVerdict } from '@jc/contract';

/**
 * Reading and checking one line of arithmetic homework, as the OCR read it: `12 + 35 = 47`,
 * `8 x 7 = 54`, `72 ÷ 8 = 9`. Pure functions, shared by every engine that yields text lines.
 */

export type Operator = '+' | '-' | '×' | '÷';

export interface ParsedLine {
  a: number;
  op: Operator;
  b: number;
  /** The pupil's answer as written (digits, maybe a decimal point), '' when none was written. */
  answer: string;
}

/** Digits the OCR often takes for letters, only where a digit must be (inside a number). */
const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', '|': '1', S: '5', B: '8' };

/** The line in the normal form of the marks: `8 × 7 = 54`; blanks and lookalike operators unified. */
export function normaliseLine(raw: string): string {
  let s = raw
    .replace(/[−–—_~]/g, '-')
    .replace(/[＝]/g, '=')
    .replace(/[＋]/g, '+')
    .replace(/[*✕✖]/g, '×')
    .replace(/[:：]/g, '÷')
    .replace(/\s+/g, ' ')
    .trim();
  // `x` or `X` between two numbers is a times sign (the English model has no ×); a thick sign may be
  // read as two of them (`8 Xx 7`).
  s = s.replace(/(\d)\s*[xX×]{1,2}\s*(?=\d)/g, '$1×');
  s = s.replace(/(\d)\s*\/\s*(?=\d)/g, '$1÷');
  // Lookalike letters next to digits.
  s = s.replace(/[OolISB|](?=\d)|(?<=\d)[OolISB|]/g, (c) => DIGIT_LOOKALIKES[c] ?? c);
  // `==` or `=-` from a smudged equals sign.
  s = s.replace(/=+/g, '=').replace(/=\s*-(?=\s*\d)/g, '=');
  const compact = s.replace(/\s+/g, '');
  const m = /^(\d+)([+\-×÷])(\d+)=(.*)$/.exec(compact);
  if (!m) return s;
  return `${m[1]} ${m[2]} ${m[3]} =${m[4] ? ` ${m[4]}` : ''}`;
}

/** Parses a normalised line; null when it is not `a op b = c` with whole numbers a, b. */
export function parseLine(raw: string): ParsedLine | null {
  const compact = normaliseLine(raw).replace(/\s+/g, '');
  const m = /^(\d{1,6})([+\-×÷])(\d{1,6})=(\d{0,7}(?:\.\d{1,3})?)$/.exec(compact);
  if (!m) return null;
  let answer = m[4] ?? '';
  // A smudge read as a leading zero: children do not write 054.
  if (/^0\d/.test(answer)) answer = answer.replace(/^0+(?=\d)/, '');
  return { a: Number(m[1]), op: m[2] as Operator, b: Number(m[3]), answer };
}

/** The right answer of `a op b`, as a pupil would write it; null for a division by zero. */
export function solve(a: number, op: Operator, b: number): string | null {
  switch (op) {
    case '+':
      return String(a + b);
    case '-':
      return String(a - b);
    case '×':
      return String(a * b);
    case '÷':
      if (b === 0) return null;
      return String(Math.round((a / b) * 100) / 100);
  }
}

/** Whether a line looks like an attempt at arithmetic (worth a mark, if only "unreadable"). */
export function looksLikeArithmetic(raw: string): boolean {
  const digits = raw.replace(/[^0-9]/g, '').length;
  return digits >= 2 && (/[=+\-×÷xX*/:]/.test(raw) || digits >= 3);
}

/** A recognised text line with its box in the photo's pixels. */
export interface TextLine {
  text: string;
  box: MarkBox;
  /** The OCR's confidence, 0–100, when it gives one: an unparsable line below 60 is noise (a title). */
  confidence?: number;
}

/**
 * The marks of a page: each line that looks like arithmetic is checked (right, wrong with the right
 * answer, unreadable); other lines (a title, a name) are left out. Lines are numbered top to bottom.
 */
export function markLines(lines: readonly TextLine[]): HomeworkMark[] {
  const marks: HomeworkMark[] = [];
  const sorted = [...lines].sort((p, q) => p.box.y - q.box.y || p.box.x - q.box.x);
  for (const l of sorted) {
    if (!looksLikeArithmetic(l.text)) continue;
    const text = normaliseLine(l.text);
    const parsed = parseLine(l.text);
    if (!parsed && (l.confidence ?? 100) < 60) continue;
    const right = parsed ? solve(parsed.a, parsed.op, parsed.b) : null;
    let verdict: MarkVerdict = 'unreadable';
    let answer = '';
    let correctAnswer = '';
    if (parsed && right !== null) {
      answer = parsed.answer;
      verdict = answer !== '' && Number(answer) === Number(right) ? 'right' : 'wrong';
      correctAnswer = verdict === 'wrong' ? right : '';
    }
    marks.push({ line: marks.length + 1, text, verdict, answer, correctAnswer, box: l.box });
  }
  return marks;
}

/** Counts of a correction's marks. */
export function countMarks(marks: readonly HomeworkMark[]) {
  return {
    right: marks.filter((m) => m.verdict === 'right').length,
    wrong: marks.filter((m) => m.verdict === 'wrong').length,
    unreadable: marks.filter((m) => m.verdict === 'unreadable').length,
  };
}
