import { useTranslation } from 'react-i18next';

const QUESTIONS = ['register', 'deposit', 'withdraw', 'support'] as const;

/** The footer's help accordion: short answers to the questions new players ask first. */
export function FooterHelp() {
  const { t } = useTranslation('layout');
  return (
    <section className="footer-help" aria-labelledby="footer-help">
      <h2 id="footer-help" className="footer-heading">
        {t('footer.help')}
      </h2>
      {QUESTIONS.map((question) => (
        <details key={question} className="footer-help-item" data-testid={`footer-help-${question}`}>
          <summary>{t(`footer.faq.${question}.question`)}</summary>
          <p>{t(`footer.faq.${question}.answer`)}</p>
        </details>
      ))}
    </section>
  );
}
