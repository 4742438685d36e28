"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";

/**
 * A window keydown handler for one-key grading. It is attached once, after
 * hydration, and always runs the latest `onKey` (set before paint, so what the
 * page shows and what a key does never disagree). Returns whether it listens:
 * before hydration a key press would be lost, so the card says when keys work.
 */
export function useKeyHandler(onKey: (e: KeyboardEvent) => void): boolean {
  const latest = useRef(onKey);
  useLayoutEffect(() => {
    latest.current = onKey;
  });
  const [listening, setListening] = useState(false);
  useEffect(() => {
    const handler = (e: KeyboardEvent) => latest.current(e);
    window.addEventListener("keydown", handler);
    setListening(true);
    return () => window.removeEventListener("keydown", handler);
  }, []);
  return listening;
}
