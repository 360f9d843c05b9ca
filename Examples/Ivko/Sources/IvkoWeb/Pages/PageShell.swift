/// The HTML every page path answers: an empty window the script fills over its WebSocket, the
/// inspector's button and its panel, and a polite live region the script announces changes out of
/// sight in (a tab's new badge). No inline script or style, so the page's content security
/// policy can forbid both.
enum PageShell {
    /// The shell's HTML.
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Ivko</title>
        <link rel="stylesheet" href="\(WebAssets.stylePath)">
        <script src="\(WebAssets.scriptPath)" defer></script>
        </head>
        <body>
        <div class="shell">
        <main id="app"><p class="connecting">Connecting…</p></main>
        <aside id="inspector" hidden aria-label="Inspector"><h2>Inspector</h2><div id="inspector-content"></div></aside>
        </div>
        <button type="button" id="inspector-toggle" aria-controls="inspector" aria-expanded="false">Inspector (i)</button>
        <p id="announcer" class="visually-hidden" role="status" aria-live="polite"></p>
        </body>
        </html>
        """

    /// The content security policy sent with every page: this server's script, style, pictures and
    /// socket only.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
}
