import { useTranslation } from "react-i18next";
import { PageTitle } from "../../components/page-title";

export interface LegalSection {
  readonly heading: string;
  readonly text: string;
}

/** A page of plain text: about, terms, privacy. */
export const LegalDocument = ({
  title,
  intro,
  sections,
}: {
  readonly title: string;
  readonly intro: string;
  readonly sections: ReadonlyArray<LegalSection>;
}) => {
  const { t } = useTranslation(["site", "web"]);
  return (
    <article className="page page-narrow legal">
      <PageTitle title={t(title)} />
      <h1>{t(title)}</h1>
      <p className="lead">{t(intro)}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{t(section.heading)}</h2>
          <p>{t(section.text)}</p>
        </section>
      ))}
    </article>
  );
};
