"""The shop keeps its place: a dropped WebSocket reconnects by itself within 2 s to the same tab (its
scene waited on the server), with what was typed meanwhile kept, and an order in flight when the
socket dropped is placed once. The socket is cut by routing it through Playwright
(`route_web_socket`): the page and the server each see their side close, as after a network blip."""

import re

from playwright.sync_api import expect

from conftest import UI_LIMIT
from shop_page import buy_now_to_review, cart_badge, inspector, open_shop, sheet, tab, title, wait_for_home

RECONNECT_LIMIT_MS = 2_000
ORDER_NUMBER = re.compile(r"\d{4}-\d{6}")


class SocketCutter:
    """Routes the page's sockets to the server and cuts them on demand. While `offline`, a new
    socket is closed at once (the server unreachable); `cut_after_next_answer` cuts the socket as
    the server answers the page's next message (that message has arrived and its work runs)."""

    def __init__(self, page):
        self.page = page
        self.sockets = []
        self.offline = False
        self.cut_after_next_answer = False
        page.route_web_socket(re.compile(r"/socket\?"), self._route)

    def _route(self, page_side):
        if self.offline:
            page_side.close()
            return
        server_side = page_side.connect_to_server()
        server_side.on_message(lambda message: self._from_server(page_side, server_side, message))
        self.sockets.append((page_side, server_side))

    def _from_server(self, page_side, server_side, message):
        if self.cut_after_next_answer:
            self.cut_after_next_answer = False
            self._cut(page_side, server_side)
            return
        page_side.send(message)

    @staticmethod
    def _cut(page_side, server_side):
        page_side.close()
        server_side.close()

    def cut(self, offline=False):
        """Cuts the page's socket now (and keeps new ones from connecting while `offline`)."""
        self.offline = offline
        # The page's connection state from now on, to measure how long it takes to come back.
        self.page.evaluate(
            """() => {
              if (window.__connection) return;
              window.__connection = [];
              new MutationObserver(() => window.__connection.push({ state: document.body.dataset.connection, at: performance.now() }))
                .observe(document.body, { attributes: true, attributeFilter: ["data-connection"] });
            }"""
        )
        page_side, server_side = self.sockets[-1]
        self._cut(page_side, server_side)
        self.page.wait_for_function("document.body.dataset.connection === 'closed'", timeout=UI_LIMIT)

    def back_online_within(self, limit_ms):
        """Lets sockets connect again; asserts the page is connected within `limit_ms` of that."""
        started = self.page.evaluate("performance.now()")
        self.offline = False
        self.page.wait_for_function(
            "since => window.__connection.some(c => c.state === 'open' && c.at >= since)", arg=started, timeout=UI_LIMIT
        )
        opened = self.page.evaluate("since => window.__connection.find(c => c.state === 'open' && c.at >= since).at", started)
        assert opened - started < limit_ms, f"the page reconnected after {opened - started:.0f} ms"


def order_numbers(context, shop, including=None):
    """The order numbers the account's Orders page lists (once it lists `including`, or any)."""
    page = context.new_page()
    open_shop(page, shop, "/orders")
    expect(title(page)).to_have_text("Orders")
    expect(page.locator("#app button", has_text=including or ORDER_NUMBER).first).to_be_visible()
    numbers = ORDER_NUMBER.findall(page.locator("#app").inner_text())
    page.close()
    return numbers


def test_a_dropped_socket_comes_back_to_the_same_checkout_step_and_the_order_in_flight_is_placed_once(signed_in_shop, context):
    before = order_numbers(context, signed_in_shop)
    page = context.new_page()
    cutter = SocketCutter(page)
    buy_now_to_review(context, signed_in_shop, page)
    address = page.url

    # A blip on Review: the page comes back to Review, the cart as it was, and no new history entry.
    cutter.cut(offline=True)
    cutter.back_online_within(RECONNECT_LIMIT_MS)
    expect(title(page)).to_have_text("Review")
    expect(cart_badge(page)).to_have_text("1")
    assert page.url == address

    # Place order, and the socket drops as the server starts on it: the page comes back to the order's
    # outcome, and the order is placed once.
    changes = page.evaluate("window.__connection.length")
    cutter.cut_after_next_answer = True
    sheet(page).get_by_role("button", name="Place order").click()
    page.wait_for_function(
        "n => window.__connection.slice(n).some(c => c.state === 'closed')", arg=changes, timeout=UI_LIMIT
    )
    expect(sheet(page)).to_contain_text(re.compile(r"Order number: \d{4}-\d{6}"), timeout=UI_LIMIT)
    number = re.search(r"Order number: (\S+)", sheet(page).inner_text()).group(1)
    sheet(page).get_by_role("button", name="Done").click()
    expect(cart_badge(page)).to_have_count(0)
    after = order_numbers(context, signed_in_shop, including=number)
    assert after.count(number) == 1
    assert len(after) == len(before) + 1, f"orders before: {before}, after: {after}"


def test_what_was_typed_while_the_socket_was_down_is_kept(start_shop, context):
    shop = start_shop()
    page = context.new_page()
    cutter = SocketCutter(page)
    open_shop(page, shop)
    page.get_by_label("User name").fill("de")
    expect(page.get_by_label("User name")).to_have_value("de")
    cutter.cut(offline=True)
    page.get_by_label("User name").press_sequentially("mo")
    page.get_by_label("Password").fill("demo")
    cutter.back_online_within(RECONNECT_LIMIT_MS)
    expect(page.get_by_label("User name")).to_have_value("demo")
    expect(page.get_by_label("Password")).to_have_value("demo")
    # The server heard what was typed offline: signing in works without typing again.
    page.get_by_role("button", name="Sign in").click()
    wait_for_home(page)
    expect(tab(page, "Catalog")).to_have_attribute("aria-selected", "true")


def test_two_tabs_of_one_customer_placing_orders_at_once(signed_in_shop, context):
    """Each tab puts an offer in the one cart and goes to Review; both place the order at once. The
    cart is ordered exactly once (by whichever came first); the other tab says its order was not
    placed, and both tabs' badges agree the cart is empty."""
    before = order_numbers(context, signed_in_shop)
    first = context.new_page()
    open_shop(first, signed_in_shop)
    wait_for_home(first)
    second = context.new_page()
    second.goto(signed_in_shop.origin + "/")
    wait_for_home(second)
    pages = [first, second]
    for index, page in enumerate(pages):
        page.get_by_role("button", name="Buy Now").nth(index).click()
        expect(title(page)).to_have_text("Address")
        sheet(page).get_by_role("button", name="Continue").click()
        expect(title(page)).to_have_text("Review")
    for page in pages:
        expect(cart_badge(page)).to_have_text("2")
    # Both at once: the second click goes out before the first's answer is back.
    for page in pages:
        sheet(page).get_by_role("button", name="Place order").dispatch_event("click")
    outcome = re.compile(r"Order number: \d{4}-\d{6}|not placed")
    for page in pages:
        expect(page.locator("#app")).to_contain_text(outcome, timeout=UI_LIMIT)
    texts = [page.locator("#app").inner_text() for page in pages]
    placed = [ORDER_NUMBER.search(text.split("Order number:", 1)[1]).group(0) for text in texts if "Order number:" in text]
    assert len(placed) == 1, texts
    assert sum("not placed" in text for text in texts) == 1, texts
    for page in pages:
        expect(cart_badge(page)).to_have_count(0)
    after = order_numbers(context, signed_in_shop, including=placed[0])
    assert after.count(placed[0]) == 1
    assert len(after) == len(before) + 1, f"orders before: {before}, after: {after}"
