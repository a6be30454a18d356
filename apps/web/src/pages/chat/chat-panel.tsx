import {
  awaitAgentReply,
  checkChatText,
  openChat,
  sendChatMessage,
  type ChatConversation,
} from "@waea/domain/help";
import type { Message } from "@waea/domain/validation";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../app/app-context";
import type { Outcome } from "../../app/outcome";
import { Button } from "../../components/button/button";
import { ErrorState } from "../../components/error-state/error-state";
import { Form } from "../../components/form/form";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { TextField } from "../../components/text-field";
import { useLoad } from "../../components/use-load";
import { useCurrentAccount } from "../profile/use-account";
import styles from "./chat.module.css";
import { ChatMessageView } from "./chat-message";

/**
 * The chat widget (APP-10), loaded only once opened: a signed-in customer is logged in to it with the operator's
 * support token (a failed login logs the chat user out, and they chat as a visitor); the conversation is kept by
 * the provider, so it carries on after the page loads again; the agent's typing is said while it lasts.
 */
const ChatPanel = ({ onClose }: { readonly onClose: () => void }) => {
  const { t } = useTranslation(["help", "web"]);
  const { settings } = useAppState();
  const runtime = useRuntime();
  const customer = useCurrentAccount()?.uuid;
  const titleId = useId();
  const load = useLoad(() => openChat(settings, customer), `chat:${customer ?? "visitor"}`);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<ReadonlyArray<Message>>([]);
  const [sending, setSending] = useState(false);
  const [lost, setLost] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const state = load.state;
  const conversation: ChatConversation | undefined =
    state.status === "ready" && state.value !== "disabled" ? state.value : undefined;
  const typing = conversation?.AgentTyping === true;

  const showReply = useEffectEvent((outcome: Outcome<ChatConversation, unknown>) => {
    if (outcome.ok) load.replace(outcome.value);
    else setLost(true);
  });
  useEffect(() => {
    if (!typing) return;
    let live = true;
    void runtime.run(awaitAgentReply(), { report: false }).then((outcome) => {
      if (live) showReply(outcome);
    });
    return () => {
      live = false;
    };
  }, [typing, runtime]);
  useEffect(() => panel.current?.focus(), []);

  const send = async () => {
    const checked = checkChatText(text);
    if (!checked.ok) {
      setErrors([{ key: checked.key }]);
      return;
    }
    setErrors([]);
    setSending(true);
    const outcome = await runtime.run(sendChatMessage(checked.text), { report: false });
    setSending(false);
    setLost(!outcome.ok);
    if (outcome.ok) {
      setText("");
      load.replace(outcome.value);
    }
  };

  return (
    <section
      ref={panel}
      className={styles.panel}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId}>{t("help:chat_title")}</h2>
        <Button variant="link" onClick={onClose}>
          {t("web:kit_close")}
        </Button>
      </header>
      {state.status === "loading" ? (
        <SkeletonGroup label={t("help:chat_connecting")}>
          <Skeleton shape="block" height="10rem" />
        </SkeletonGroup>
      ) : state.status === "failed" ? (
        <ErrorState message={t("help:chat_unavailable")} onRetry={load.reload} />
      ) : conversation === undefined ? null : (
        <>
          <div className={styles.messages} role="log" aria-label={t("help:chat_conversation")}>
            <ol className={styles.list}>
              {conversation.Messages.map((message) => (
                <ChatMessageView key={message.Id} message={message} firstName={conversation.FirstName} />
              ))}
            </ol>
          </div>
          <p className={styles.typing} role="status">
            {typing ? t("help:chat_typing") : ""}
          </p>
          {lost ? <p className="form-alert">{t("help:chat_unavailable")}</p> : null}
          <Form className={styles.form} onSubmit={send}>
            <TextField
              label={t("help:chat_message")}
              value={text}
              onValue={setText}
              errors={errors}
              autoComplete="off"
            />
            <Button type="submit" pending={sending}>
              {t("help:chat_send")}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
};

export default ChatPanel;
