/** A text shown whole when short; beyond `limit` characters, its beginning and the rest behind a disclosure. */
export function LongText({ text, more, limit = 600 }: { text: string; more: string; limit?: number }) {
  if (text.length <= limit) return <>{text}</>;
  const cut = text.lastIndexOf(" ", limit) > limit * 0.6 ? text.lastIndexOf(" ", limit) : limit;
  return (
    <details className="inline" data-testid="long-text">
      <summary className="inline cursor-pointer list-none">
        {text.slice(0, cut)}… <span className="text-[#2a78d6] underline">({more.replace("{n}", (text.length - cut).toLocaleString())})</span>
      </summary>
      {text.slice(cut)}
    </details>
  );
}
