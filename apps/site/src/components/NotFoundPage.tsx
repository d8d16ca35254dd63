/** The page for any unknown path; the server answers it with HTTP 404. */
export function NotFoundPage() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </section>
  );
}
