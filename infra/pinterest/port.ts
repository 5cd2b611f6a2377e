/**
 * A client's public Pinterest board, read as style inspiration (need/manage
 * pinterestPins). Pinterest is a third party: one port, one HTTP adapter
 * (infra/pinterest/http-pinterest.ts), configured by PINTEREST_API_URL.
 */
export interface BoardPinsQuery {
  /** The board owner's Pinterest username and the board's name as in its address (pinterest.com/{username}/{boardName}/). */
  username: string;
  boardName: string;
  /** At most this many pins (1–50). */
  limit: number;
  /** The picture width wanted, in pixels: the smallest size at least this wide is chosen. */
  width: number;
  /** Where the previous page ended (the answer's nextCursor), or null for the first page. */
  cursor: string | null;
}

export interface Pin {
  id: string;
  description: string;
  /** The page the pin links to, when it is a web address. */
  link: string | null;
  dominantColor: string | null;
  image: { url: string; width: number | null; height: number | null };
}

export interface BoardPins {
  board: { name: string; url: string | null; pinCount: number | null };
  pins: Pin[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface PinterestBoards {
  boardPins(query: BoardPinsQuery): Promise<BoardPins>;
}

/** The board does not exist or is not public. */
export class PinterestBoardNotFoundError extends Error {
  constructor() {
    super('This Pinterest board does not exist or is not public');
    this.name = 'PinterestBoardNotFoundError';
  }
}

/** Pinterest did not answer, answered too slowly, too much, or something we cannot read. */
export class PinterestUnavailableError extends Error {
  constructor(readonly reason: string) {
    super('Pinterest is not answering right now; please try again in a moment');
    this.name = 'PinterestUnavailableError';
  }
}
