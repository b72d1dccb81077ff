import { useState, type ReactNode } from 'react';
import type { DailyKind, DailyPiece } from '@jc/contract';
import { AudioPlayer } from '../player/AudioPlayer';
import { VideoPlayer } from '../player/VideoPlayer';
import styles from './Daily.module.css';
import { Picture } from '@/components/Picture/Picture';

const SUBJECT_CLASS: Record<string, string | undefined> = {
  语文: styles.yuwen,
  数学: styles.shuxue,
  英语: styles.yingyu,
};

/** Kinds meant to be heard: without a recording the pupil is told to read aloud. */
const LISTENING_KINDS = new Set<DailyKind>(['chendu', 'yingyutl', 'ciyutx']);

/** A paragraph; in a dialogue the speaker (`Amy:`) is set in bold. */
function Paragraph({ text, dialogue }: { text: string; dialogue: boolean }) {
  const speaker = dialogue ? /^([A-Z][A-Za-z ]{0,15}):\s*(.*)$/.exec(text) : null;
  if (!speaker) return <p>{text}</p>;
  return (
    <p>
      <strong className={styles.speaker}>{speaker[1]}:</strong> {speaker[2]}
    </p>
  );
}

/** How the text is set: poems centred, prose indented, the rest (dialogues, steps, puzzles) plain. */
const textClass = (piece: DailyPiece) =>
  piece.kind === 'chendu' ? styles.poem : piece.kind === 'yuedu' ? styles.prose : styles.plain;

export interface DailyPieceViewProps {
  piece: DailyPiece;
  /** Under the header, e.g. the link to the full-screen read-along view. */
  action?: ReactNode;
}

/** One daily piece: header, tip, media, text, words and the extra block (答案, 范文, 诗意 …). */
export function DailyPieceView({ piece, action }: DailyPieceViewProps) {
  return (
    <article className={styles.piece} data-testid="daily-piece">
      <header className={`${styles.pieceHead} ${SUBJECT_CLASS[piece.subject] ?? ''}`}>
        <div className={styles.badges}>
          <span className={styles.kindBadge}>{piece.kindName}</span>
          {piece.grade ? <span className={styles.gradeBadge}>{piece.grade}</span> : null}
        </div>
        <h2 className={styles.pieceTitle}>{piece.title}</h2>
        {piece.author ? <p className={styles.author}>{piece.author}</p> : null}
        {piece.tip ? <p className={styles.tip}>{piece.tip}</p> : null}
        {action}
      </header>

      {piece.video ? (
        <div className={styles.media}>
          <VideoPlayer key={piece.id} src={piece.video} title={piece.title} height="200px" />
        </div>
      ) : piece.cover ? (
        // The piece's picture (set by the operators); the video, when there is one, shows instead.
        <div className={styles.media}>
          <Picture className={styles.cover} src={piece.cover} alt={`${piece.title}的配图`} loading="lazy" />
        </div>
      ) : null}
      {piece.audio ? (
        <div className={styles.media}>
          <AudioPlayer key={piece.id} src={piece.audio} title={`听一听 · ${piece.title}`} />
        </div>
      ) : LISTENING_KINDS.has(piece.kind) ? (
        <p className={styles.noAudio}>这一篇还没有录音，请自己大声读一读吧！</p>
      ) : null}

      <section className={styles.textCard}>
        <div className={textClass(piece)}>
          {piece.paragraphs.map((p, i) => (
            <Paragraph key={i} text={p} dialogue={piece.kind === 'yingyutl'} />
          ))}
        </div>
        {piece.words.length > 0 ? <WordList piece={piece} /> : null}
      </section>

      {piece.extra ? <Extra key={piece.id} extra={piece.extra} /> : null}
    </article>
  );
}

/** Words as big chips; for dictation they can be covered while the pupil writes. */
function WordList({ piece }: { piece: DailyPiece }) {
  const dictation = piece.kind === 'ciyutx';
  const [covered, setCovered] = useState(false);
  return (
    <div className={styles.wordsBox}>
      <div className={styles.wordsHead}>
        <h3>{dictation ? '听写词语' : piece.kind === 'yuxikt' ? '认一认生字' : '拼一拼单词'}</h3>
        {dictation ? (
          <button type="button" className={styles.smallButton} onClick={() => setCovered((c) => !c)}>
            {covered ? '显示词语' : '遮住词语'}
          </button>
        ) : null}
      </div>
      <ul className={styles.words} data-testid="daily-words">
        {piece.words.map((w, i) => (
          <li key={`${w}-${i}`} className={covered ? styles.wordCovered : styles.word}>
            {covered ? i + 1 : w}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Extra({ extra }: { extra: NonNullable<DailyPiece['extra']> }) {
  const [open, setOpen] = useState(!extra.folded);
  return (
    <section className={styles.extra}>
      <h3 className={styles.extraTitle}>{extra.label}</h3>
      {open ? (
        <div className={styles.extraBody}>
          {extra.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      ) : (
        <button type="button" className={styles.revealButton} onClick={() => setOpen(true)}>
          {extra.label === '答案' ? '想好了，看答案' : `点击展开${extra.label}`}
        </button>
      )}
    </section>
  );
}
