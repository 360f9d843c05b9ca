"""Fixtures of the browser tests: the built `ivko --browser` on a throwaway data folder, Debian's
chromium driven by Playwright, and helpers that read the page and the inspector panel.

Environment: IVKO_BIN (the built ivko; default: the package's .build/debug/ivko), IVKO_BACKEND_BIN
(the built ivko-backend), BROWSER_SCREENSHOTS (a folder for the screenshots; default: none taken).
"""

import json
import os
import queue
import re
import shutil
import signal
import socket
import subprocess
import threading
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect, sync_playwright

PACKAGE = Path(__file__).resolve().parents[2]
IVKO = Path(os.environ.get("IVKO_BIN", PACKAGE / ".build" / "debug" / "ivko"))
IVKO_BACKEND = Path(os.environ.get("IVKO_BACKEND_BIN", PACKAGE / ".build" / "debug" / "ivko-backend"))
START_LIMIT = 120  # seconds for the printed address (a cold catalog import on a loaded machine)
STOP_LIMIT = 30
UI_LIMIT = 30_000  # milliseconds for anything the page shows after a click
expect.set_options(timeout=UI_LIMIT)
ADDRESS = re.compile(r"(http://127\.0\.0\.1:(\d+))/\?key=([0-9a-f]{64})")


class Shop:
    """One run of `ivko --browser`: its address, its secret, its data folder, and its end."""

    def __init__(self, data_dir, extra=(), env=None):
        self.data_dir = Path(data_dir)
        environment = dict(os.environ)
        environment.setdefault("IVKO_REVIEWS_PASSWORD", "ratings")
        environment.update(env or {})
        self.process = subprocess.Popen(
            [str(IVKO), "--browser", "--port", "0", "--data-dir", str(self.data_dir), *extra],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True, env=environment,
        )
        lines = queue.Queue()
        threading.Thread(target=lambda: [lines.put(line) for line in self.process.stdout], daemon=True).start()
        deadline = time.monotonic() + START_LIMIT
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or self.process.poll() is not None:
                self.process.kill()
                raise AssertionError(f"ivko --browser printed no address: {self.process.stderr.read()}")
            try:
                line = lines.get(timeout=min(remaining, 1))
            except queue.Empty:
                continue
            match = ADDRESS.search(line)
            if match:
                self.address, self.origin, self.port, self.secret = match.group(0), match.group(1), int(match.group(2)), match.group(3)
                return

    def stop(self):
        """SIGTERM, as a user's Ctrl-C in a service manager would: it must end cleanly (143) in time."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            status = self.process.wait(timeout=STOP_LIMIT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise AssertionError("ivko --browser did not stop within the limit after SIGTERM")
        assert status == 143, f"ivko --browser ended with {status}: {self.process.stderr.read()}"
        log = self.data_dir / "ivko.log"
        if log.exists():
            assert self.secret not in log.read_text(errors="replace"), "the secret reached the log"


class Backend:
    """One run of `ivko-backend` on a free port, with extra options (faults: `--fault-500 0.1`…);
    `shop_options` point `ivko` at it. `stop()` ends it (the shop then finds the shop not answering)."""

    def __init__(self, *extra):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.process = subprocess.Popen(
            [str(IVKO_BACKEND), "--port", str(self.port), *extra],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + START_LIMIT
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.stop()
                    raise AssertionError("ivko-backend did not listen")
                time.sleep(0.1)

    @property
    def shop_options(self):
        # The ratings service asks for `ivko-backend`'s default Basic credentials (ivko/ratings); the
        # password goes in the environment (`Shop` sets IVKO_REVIEWS_PASSWORD).
        return ("--api", f"http://127.0.0.1:{self.port}/ivko/api/", "--reviews-api", f"http://127.0.0.1:{self.port}/rr/v2/",
                "--reviews-user", "ivko")

    def push_promotion(self, slide_id, title, text, style="", customer="demo"):
        """Announces a promotion on the customer's event stream (the fixture's admin path)."""
        body = json.dumps({"slideId": slide_id, "title": title, "text": text, "style": style, "customer": customer}).encode()
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}/ivko/push/admin/promotions", data=body,
            headers={"Content-Type": "application/json"}, method="POST")
        with urllib.request.urlopen(request, timeout=STOP_LIMIT) as answer:
            return json.loads(answer.read())

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=STOP_LIMIT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=STOP_LIMIT)


@pytest.fixture
def start_backend():
    """Starts `ivko-backend` with extra options; every run is stopped at the end."""
    runs = []

    def start(*extra):
        run = Backend(*extra)
        runs.append(run)
        return run

    yield start
    for run in runs:
        run.stop()


@pytest.fixture(scope="session")
def browser():
    executable = shutil.which("chromium")
    assert executable, "Debian's chromium is needed (apt-get install chromium)"
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        yield launched
        launched.close()


@pytest.fixture
def start_shop(tmp_path):
    """Starts `ivko --browser` with extra options; every run is stopped (and checked) at the end."""
    runs = []

    def start(*extra, env=None, data_dir=None):
        run = Shop(data_dir or tmp_path / f"data-{len(runs)}", extra, env)
        runs.append(run)
        return run

    yield start
    for run in runs:
        run.stop()


@pytest.fixture
def signed_in_shop(start_shop):
    """A shop signed in as demo from the start (`--user`, the password in IVKO_PASSWORD)."""
    return start_shop("--user", "demo", env={"IVKO_PASSWORD": "demo"})


# The page is narrower than the shop's regular width (900 CSS pixels), so the Catalog is one stack,
# as in a narrow terminal; `wide_context` is a window wide enough for its split view.
NARROW = {"width": 880, "height": 900}
WIDE = {"width": 1400, "height": 900}


def _browser_context(browser, viewport):
    made = browser.new_context(viewport=viewport)
    made.set_default_timeout(UI_LIMIT)
    return made


@pytest.fixture
def context(browser):
    made = _browser_context(browser, NARROW)
    yield made
    made.close()


@pytest.fixture
def wide_context(browser):
    made = _browser_context(browser, WIDE)
    yield made
    made.close()


@pytest.fixture
def screenshots():
    """The folder screenshots go to (BROWSER_SCREENSHOTS), or None."""
    folder = os.environ.get("BROWSER_SCREENSHOTS")
    if not folder:
        return None
    Path(folder).mkdir(parents=True, exist_ok=True)
    return Path(folder)
