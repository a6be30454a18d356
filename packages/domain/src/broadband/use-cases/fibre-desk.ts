import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { SPID } from "../../config";
import type { ApiError } from "../../ports";
import { BroadbandApi } from "../broadband-api";
import { BroadbandRefused } from "../broadband-errors";
import type { BroadbandMessageKey } from "../broadband-messages";
import type { FibreKind, FibreNote, FibrePage, FibreRecords, NotedFibreKind } from "../fibre-records";

/** The fibre order desk lists this many records a page. */
export const FIBRE_DESK_PAGE_SIZE = 10;
/** A note holds at most this many characters (what the fibre service keeps). */
export const FIBRE_NOTE_MAX = 1000;

/** A note must say something ('No params' when blank, spec 03 §8) and fit the service's limit. */
export const checkFibreNote = (note: string): Either.Either<string, BroadbandMessageKey> => {
  const trimmed = note.trim();
  if (trimmed === "") return Either.left("broadband.no_params");
  if (trimmed.length > FIBRE_NOTE_MAX) return Either.left("broadband.note_too_long");
  return Either.right(trimmed);
};

/**
 * One page of a collection of the fibre lifecycle service (BB-05): wholesale products (lfc_product), fibre orders
 * (UFB_order) or fibre services (UFB), of one customer account when `owner` is given, else every account the login
 * may see.
 */
export const listFibreRecords = <K extends FibreKind>(
  kind: K,
  input: { readonly owner?: string | undefined; readonly page: number },
): Effect.Effect<FibrePage<FibreRecords[K]>, ApiError, BroadbandApi> =>
  Effect.flatMap(BroadbandApi, (api) =>
    api.fibreList(kind, {
      SPID,
      ...(input.owner === undefined ? {} : { UUID: input.owner }),
      PageNumber: input.page,
      PageItemCount: FIBRE_DESK_PAGE_SIZE,
    }),
  );

/**
 * A record with its notes, oldest first: orders and services read theirs from their note calls, wholesale products
 * carry theirs.
 */
export const showFibreRecord = <K extends FibreKind>(
  kind: K,
  uuid: string,
): Effect.Effect<
  { readonly record: FibreRecords[K]; readonly notes: ReadonlyArray<FibreNote> },
  ApiError,
  BroadbandApi
> =>
  Effect.gen(function* () {
    const api = yield* BroadbandApi;
    const record = yield* api.fibreGet(kind, uuid);
    if (kind === "lfc_product") return { record, notes: record.Notes ?? [] };
    const notes = yield* api.fibreNotes(kind as NotedFibreKind, uuid);
    return { record, notes: notes.Notes };
  });

/** Adds a note to a fibre order or service; a blank or too long note is refused and nothing is sent. */
export const addFibreNote = (
  kind: NotedFibreKind,
  uuid: string,
  note: string,
): Effect.Effect<FibreNote, ApiError | BroadbandRefused, BroadbandApi> =>
  Effect.gen(function* () {
    const checked = checkFibreNote(note);
    if (Either.isLeft(checked)) return yield* new BroadbandRefused({ key: checked.left });
    return yield* (yield* BroadbandApi).fibreAddNote(kind, uuid, checked.right);
  });

/** Removes a record for good (the operator's call; the service refuses anyone else). */
export const purgeFibreRecord = (
  kind: FibreKind,
  uuid: string,
): Effect.Effect<void, ApiError, BroadbandApi> =>
  Effect.flatMap(BroadbandApi, (api) => api.fibrePurge(kind, uuid));
