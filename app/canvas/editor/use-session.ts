import { useSyncExternalStore } from 'react';
import type { EditorSession, SessionState } from './session';

export function useSessionState(session: EditorSession): SessionState {
  return useSyncExternalStore(session.subscribe.bind(session), session.getState, session.getState);
}
