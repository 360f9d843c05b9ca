// The Ivko shop in a browser. The server draws the page (BrowserUI's HTML) and sends patches over a
// WebSocket; this script applies them, reports the user's events, keeps the address bar on the page
// shown and toggles the inspector panel. A dropped socket reconnects by itself to the same tab (its
// scene waits on the server), and what was typed meanwhile is sent again. No framework, nothing
// loaded from elsewhere.
"use strict";
(() => {
  const app = document.getElementById("app");
  const panel = document.getElementById("inspector");
  const panelContent = document.getElementById("inspector-content");
  const toggle = document.getElementById("inspector-toggle");
  let socket = null;
  // A reload keeps the entry's index, so Back and Forward still tell their direction.
  const reloaded = history.state && typeof history.state.index === "number" ? history.state.index : 0;
  let here = { index: reloaded, path: location.pathname, depth: 0 };
  let placed = false;
  let backPath = null;
  let poppedTo = null;
  // The tab's token (from its first page): a socket that reconnects with it gets the same scene.
  let tabToken = null;
  // The page is going away: its socket's end is no drop to reconnect after.
  let leaving = false;
  // The page's next "page" message answers a reconnect.
  let resuming = false;

  const send = (message) => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  // Until the user first acts, the page is settling on the address it was loaded at (a deep link
  // opens its stack in several moves): those moves replace this entry instead of adding entries, so
  // a typed address or a reload is one entry.
  let settling = true;
  const userKinds = new Set(["click", "submit", "escape", "back"]);
  const sendEvent = (event) => {
    if (userKinds.has(event.kind)) settling = false;
    send({ type: "event", event });
  };

  // --- Drawing -------------------------------------------------------------------------------

  const fragment = (html) => {
    const template = document.createElement("template");
    template.innerHTML = html;
    return template.content.firstElementChild;
  };

  // An input's value is its attribute when drawn; keep the live value in step, without moving the
  // caret of a field the user is typing in when nothing changed.
  const syncValues = (root) => {
    if (!root) return;
    const inputs = root.matches && root.matches("input") ? [root] : root.querySelectorAll("input");
    for (const input of inputs) {
      const value = input.getAttribute("value");
      if (value !== null && input.value !== value) input.value = value;
    }
  };

  // The focus moves the user made that the server has not echoed yet (its `data-focused` mark
  // follows each, a round trip later): an echo must not pull the focus back to where the user
  // was, when Tab has already moved on. A mark that is no echo is the app's own move: it is followed.
  const unechoedFocus = [];
  const isEchoOfUsersFocus = (id) => {
    const index = unechoedFocus.indexOf(id);
    if (index < 0) return false;
    unechoedFocus.splice(0, index + 1);
    return true;
  };

  const focusMarked = () => {
    const marked = app.querySelector("[data-focused]");
    if (marked && document.activeElement !== marked && typeof marked.focus === "function") marked.focus({ preventScroll: false });
  };

  const apply = (patch) => {
    const element = document.getElementById(patch.id);
    if (!element) return;
    switch (patch.op) {
      case "setText":
        element.textContent = patch.text;
        break;
      case "setAttribute":
        element.setAttribute(patch.name, patch.value);
        if (patch.name === "value" && "value" in element && element.value !== patch.value) element.value = patch.value;
        if (patch.name === "data-focused" && !isEchoOfUsersFocus(element.id) && document.activeElement !== element) element.focus();
        break;
      case "removeAttribute":
        element.removeAttribute(patch.name);
        break;
      case "replace": {
        const replacement = fragment(patch.html);
        if (!replacement) break;
        // Focus stays on the control the user is on when it is drawn again (the server's mark may
        // still be on the one the user just left); only a control that is gone hands focus to the mark.
        const active = document.activeElement;
        const hadFocus = element.contains(active);
        const activeID = hadFocus && active.id ? active.id : null;
        element.replaceWith(replacement);
        syncValues(replacement);
        if (hadFocus) {
          const same = activeID ? document.getElementById(activeID) : null;
          if (same && replacement.contains(same) && typeof same.focus === "function") same.focus({ preventScroll: true });
          else focusMarked();
        }
        break;
      }
      case "insert": {
        const child = fragment(patch.html);
        if (!child) break;
        element.insertBefore(child, element.children[patch.index] || null);
        syncValues(child);
        break;
      }
      case "remove":
        element.remove();
        break;
    }
  };

  // --- Pictures --------------------------------------------------------------------------------

  // A picture that fails to load (its file not there yet, a dropped connection) is tried again a
  // few times, waiting longer each time; meanwhile, and after the last try, its place shows the
  // placeholder (its box without a source), never the broken-picture icon.
  const pictureRetries = [500, 1500, 4000, 8000];
  const retrying = new WeakMap();
  app.addEventListener(
    "error",
    (event) => {
      const img = event.target;
      if (!(img instanceof HTMLImageElement)) return;
      const source = img.getAttribute("src");
      if (!source) return;
      const original = source.replace(/[?&]retry=\d+$/, "");
      const state = retrying.get(img) || { source: original, tries: 0 };
      if (state.source !== original) {
        state.source = original;
        state.tries = 0;
      }
      img.removeAttribute("src");
      img.dataset.picture = "waiting";
      if (state.tries >= pictureRetries.length) {
        img.dataset.picture = "missing";
        return;
      }
      const delay = pictureRetries[state.tries];
      state.tries += 1;
      retrying.set(img, state);
      setTimeout(() => {
        // Drawn again meanwhile (another source, or gone): that drawing stands.
        if (!img.isConnected || img.hasAttribute("src")) return;
        img.setAttribute("src", `${state.source}${state.source.includes("?") ? "&" : "?"}retry=${state.tries}`);
      }, delay);
    },
    true
  );
  app.addEventListener(
    "load",
    (event) => {
      if (event.target instanceof HTMLImageElement) delete event.target.dataset.picture;
    },
    true
  );

  // --- The address bar ------------------------------------------------------------------------

  // What this page's history entries hold, by index, so that an on-screen Back moves the browser
  // back too (instead of leaving a forward entry that a later browser Back would land on).
  const entries = [];
  let quietPops = 0;

  const moveTo = (message) => {
    backPath = message.backPath === undefined ? null : message.backPath;
    const target = { path: message.path, depth: message.depth };
    if (poppedTo) {
      // The browser moved first (Back, Forward): its entry stays, only its state follows the page.
      here = { index: poppedTo.index, path: target.path, depth: target.depth };
      entries[here.index] = target;
      poppedTo = null;
      history.replaceState(here, "", target.path);
      return;
    }
    if (target.path === here.path && target.depth === here.depth) return;
    if (settling) {
      here = { index: here.index, path: target.path, depth: target.depth };
      entries[here.index] = target;
      history.replaceState(here, "", target.path);
      return;
    }
    if (target.depth > here.depth) {
      here = { index: here.index + 1, path: target.path, depth: target.depth };
      entries.length = here.index;
      entries[here.index] = target;
      history.pushState(here, "", target.path);
      return;
    }
    const steps = here.depth - target.depth;
    const earlier = steps > 0 ? entries[here.index - steps] : undefined;
    if (earlier && earlier.path === target.path && earlier.depth === target.depth) {
      // The page went back on its own (its back button, a dismissed sheet): so does the browser.
      here = { index: here.index - steps, path: target.path, depth: target.depth };
      quietPops += 1;
      history.go(-steps);
      return;
    }
    here = { index: here.index, path: target.path, depth: target.depth };
    entries[here.index] = target;
    history.replaceState(here, "", target.path);
  };

  window.addEventListener("popstate", (event) => {
    const target = event.state;
    if (!target || typeof target.index !== "number") return;
    if (quietPops > 0) {
      // The end of a history.go() of our own: the page is there already.
      quietPops -= 1;
      return;
    }
    const goingBack = target.index < here.index;
    settling = false;
    poppedTo = target;
    if (goingBack && target.index === here.index - 1 && backPath !== null && target.path === backPath) {
      sendEvent({ kind: "back" });
    } else {
      send({ type: "open", path: target.path });
    }
    here = { index: target.index, path: target.path, depth: target.depth };
  });

  // --- Changes out of sight -------------------------------------------------------------------

  // A tab whose name changed (its badge: "Cart, 2 items") is announced in the page's polite live
  // region, so a screen reader hears what changed away from the focus.
  const announcer = document.getElementById("announcer");
  const currentTabNames = () => {
    const names = new Map();
    for (const tab of app.querySelectorAll("[role=tab][id]")) names.set(tab.id, tab.getAttribute("aria-label") || tab.textContent);
    return names;
  };
  let tabNames = new Map();
  const announceTabs = () => {
    const names = currentTabNames();
    for (const [id, name] of names) {
      if (tabNames.has(id) && tabNames.get(id) !== name && announcer) announcer.textContent = name;
    }
    tabNames = names;
  };

  // --- Messages from the server ---------------------------------------------------------------

  const receive = (message) => {
    switch (message.type) {
      case "page": {
        if (typeof message.tab === "string") tabToken = message.tab;
        const kept = resuming ? typedValues() : null;
        resuming = false;
        app.innerHTML = message.html;
        tabNames = currentTabNames();
        syncValues(app);
        if (kept) restoreTyped(kept);
        else focusMarked();
        if (placed) {
          moveTo(message);
        } else {
          // The first page is where this entry already is.
          placed = true;
          backPath = message.backPath === undefined ? null : message.backPath;
          here = { index: here.index, path: message.path, depth: message.depth };
          entries[here.index] = { path: message.path, depth: message.depth };
          history.replaceState(here, "", message.path);
        }
        break;
      }
      case "patches":
        for (const patch of message.patches) apply(patch);
        announceTabs();
        break;
      case "location":
        moveTo(message);
        break;
      case "inspector":
        panelContent.innerHTML = message.html;
        break;
      case "notice":
        showNotice(message.text);
        break;
    }
  };

  // A sentence about something that did not happen (a click on a control that had just changed),
  // in a status region a screen reader reads out; it goes with the next thing the user does.
  let notice = null;
  const showNotice = (text) => {
    if (!notice) {
      notice = document.createElement("p");
      notice.id = "notice";
      notice.className = "notice";
      notice.setAttribute("role", "status");
      document.body.appendChild(notice);
    }
    notice.textContent = text || "";
    notice.hidden = !text;
  };
  document.addEventListener("pointerdown", () => notice && showNotice(""), true);
  document.addEventListener("keydown", () => notice && showNotice(""), true);

  // --- Keeping its place ----------------------------------------------------------------------

  // What the fields hold now (typed while the socket was down, or not yet confirmed), and the
  // control that has the focus, before a reconnect's page replaces them.
  const typedValues = () => {
    const values = new Map();
    for (const input of app.querySelectorAll("input[id]")) values.set(input.id, input.value);
    const active = document.activeElement;
    return { values, focused: active && active.id && app.contains(active) ? active.id : null };
  };

  // The reconnected page gets back what the user typed (the server hears it again) and the focus.
  const restoreTyped = (kept) => {
    for (const [id, value] of kept.values) {
      const input = document.getElementById(id);
      if (!input || !app.contains(input) || input.value === value) continue;
      input.value = value;
      sendEvent({ kind: "input", id, text: value });
    }
    const focused = kept.focused ? document.getElementById(kept.focused) : null;
    if (focused && typeof focused.focus === "function") focused.focus({ preventScroll: true });
    else focusMarked();
  };

  // A dropped socket is opened again after 100 ms, then after longer waits up to a second, so a page
  // is back within about a second of the server being reachable again.
  const retryDelays = [100, 200, 400, 800, 1000];
  let retries = 0;
  let retryTimer = 0;
  const reconnect = () => {
    if (leaving || retryTimer) return;
    const delay = retryDelays[Math.min(retries, retryDelays.length - 1)];
    retries += 1;
    retryTimer = setTimeout(() => {
      retryTimer = 0;
      connect();
    }, delay);
  };

  const connect = () => {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const resume = tabToken ? `&tab=${encodeURIComponent(tabToken)}` : "";
    // The page's width goes with the request, so the first page is already laid out for it.
    const width = document.documentElement.clientWidth;
    const opened = new WebSocket(
      `${scheme}//${location.host}/socket?path=${encodeURIComponent(location.pathname)}&width=${width}${resume}`,
    );
    socket = opened;
    resuming = placed;
    opened.addEventListener("open", () => {
      retries = 0;
      document.body.dataset.connection = "open";
      reportedWidth = width;
      reportWidth();
      if (!panel.hidden) send({ type: "inspector", open: true });
    });
    opened.addEventListener("message", (event) => {
      if (socket === opened) receive(JSON.parse(event.data));
    });
    opened.addEventListener("close", () => {
      if (socket !== opened) return;
      document.body.dataset.connection = "closed";
      reconnect();
    });
  };

  // Leaving the page (closing it, reloading, typing another address) lets its scene go at once; a
  // page brought back from the browser's cache connects again (its old tab has gone).
  window.addEventListener("pagehide", () => {
    leaving = true;
    send({ type: "leave" });
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    leaving = false;
    tabToken = null;
    connect();
  });

  // The page's width, so the window's size class follows it (a split view's two columns on a wide
  // page, one on a narrow one): sent on connecting and after a resize, once per frame at most.
  let reportedWidth = null;
  let widthFrame = 0;
  const reportWidth = () => {
    widthFrame = 0;
    const width = document.documentElement.clientWidth;
    if (width === reportedWidth) return;
    reportedWidth = width;
    sendEvent({ kind: "resize", width });
  };
  window.addEventListener("resize", () => {
    if (!widthFrame) widthFrame = requestAnimationFrame(reportWidth);
  });

  // --- Events of the page ---------------------------------------------------------------------

  const actionable = (target) => target.closest("button[id]");

  app.addEventListener("click", (event) => {
    const element = actionable(event.target);
    if (!element || !app.contains(element) || element.disabled) return;
    event.preventDefault();
    sendEvent({ kind: "click", id: element.id });
  });

  app.addEventListener("input", (event) => {
    const field = event.target;
    if (field.matches("input[id]")) sendEvent({ kind: "input", id: field.id, text: field.value });
  });

  app.addEventListener("focusin", (event) => {
    const element = event.target.closest("[id]");
    if (element && app.contains(element)) {
      unechoedFocus.push(element.id);
      if (unechoedFocus.length > 64) unechoedFocus.shift();
      sendEvent({ kind: "focus", id: element.id });
    }
  });

  const scrollList = (list, rows) => {
    const total = Number(list.dataset.totalRows || 0);
    const visible = Number(list.dataset.visibleRows || 0);
    const first = Number(list.dataset.firstRow || 0);
    const next = Math.max(0, Math.min(first + rows, Math.max(0, total - visible)));
    if (next !== first) sendEvent({ kind: "scroll", id: list.id, firstRow: next, rowCount: visible });
    return next !== first;
  };

  app.addEventListener(
    "wheel",
    (event) => {
      const list = event.target.closest("ul[id][data-total-rows]");
      if (!list || Number(list.dataset.totalRows) <= Number(list.dataset.visibleRows)) return;
      if (scrollList(list, event.deltaY > 0 ? 3 : -3)) event.preventDefault();
    },
    { passive: false }
  );

  const typing = () => {
    const active = document.activeElement;
    return active && (active.tagName === "INPUT" || active.tagName === "TEXTAREA" || active.isContentEditable);
  };

  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (event.key === "Escape") {
      event.preventDefault();
      const id = target && target.id && app.contains(target) ? target.id : undefined;
      sendEvent(id ? { kind: "escape", id } : { kind: "escape" });
      return;
    }
    if (target.matches && target.matches("input[id]") && event.key === "Enter") {
      event.preventDefault();
      sendEvent({ kind: "submit", id: target.id });
      return;
    }
    if (target.matches && target.matches("li > button.row-open[id]") && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      // Up and down move between a list's rows, scrolling it at either end.
      event.preventDefault();
      const row = target.parentElement;
      const sibling = event.key === "ArrowDown" ? row.nextElementSibling : row.previousElementSibling;
      const opener = sibling && sibling.querySelector(":scope > button.row-open");
      if (opener) opener.focus();
      else scrollList(row.parentElement, event.key === "ArrowDown" ? 1 : -1);
      return;
    }
    if (event.key === "i" && !typing()) {
      event.preventDefault();
      toggleInspector();
    }
  });

  // --- The inspector panel --------------------------------------------------------------------

  const toggleInspector = () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute("aria-expanded", String(!panel.hidden));
    send({ type: "inspector", open: !panel.hidden });
  };
  toggle.addEventListener("click", toggleInspector);

  entries[here.index] = { path: here.path, depth: here.depth };
  history.replaceState(here, "", location.pathname);
  connect();
})();
