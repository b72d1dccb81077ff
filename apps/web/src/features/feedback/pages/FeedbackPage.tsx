import { FeedbackForm } from '../components/FeedbackForm';
import { FeedbackList } from '../components/FeedbackList';
import styles from './FeedbackPage.module.css';

/** 意见反馈: the form, then the user's own feedback with the replies. */
export default function FeedbackPage() {
  return (
    <div className={styles.page}>
      <FeedbackForm />
      <FeedbackList />
    </div>
  );
}
