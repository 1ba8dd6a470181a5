import { PageIntro } from '../../components/page-intro.tsx';
import { RichText } from '../../components/rich-text.tsx';
import styles from './legal.module.css';

export function LegalPage({ title, lede, body }: { title: string; lede: string; body: string }) {
  return (
    <div className="page page-narrow">
      <PageIntro title={title}>
        <p>{lede}</p>
      </PageIntro>
      <RichText html={body} className={styles.legal} />
    </div>
  );
}
