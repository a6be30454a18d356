import type { ChatMessage } from "@waea/domain/help";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { articleHref } from "../help/use-help-centre";
import styles from "./chat.module.css";

/**
 * One message of the conversation. The agent's kinds are worded in the customer's language (greeting, articles
 * found, none found); the customer's own text is shown as typed. Article links keep the chat open on their page.
 */
export const ChatMessageView = ({
  message,
  firstName,
}: {
  readonly message: ChatMessage;
  readonly firstName: string | undefined;
}) => {
  const { t } = useTranslation("help");
  const fromAgent = message.From === "agent";
  const text =
    message.Kind === "greeting"
      ? firstName === undefined
        ? t("help:chat_greeting")
        : t("help:chat_greeting_name", { name: firstName })
      : message.Kind === "articles"
        ? t("help:chat_articles")
        : message.Kind === "no_match"
          ? t("help:chat_no_match")
          : message.Text;
  return (
    <li className={fromAgent ? styles.agent : styles.customer}>
      <span className="visually-hidden">
        {fromAgent ? t("help:chat_agent_said") : t("help:chat_you_said")}
      </span>
      <p>{text}</p>
      {message.Articles.length === 0 ? null : (
        <ul className={styles.links}>
          {message.Articles.map((article) => {
            const href = articleHref(
              {
                id: article.Id,
                sectionId: article.SectionId,
                categoryId: article.CategoryId,
                title: article.Title,
                body: "",
              },
              { chat: "open" },
            );
            return (
              <li key={article.Id}>
                {href === undefined ? article.Title : <Link href={href}>{article.Title}</Link>}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
};
