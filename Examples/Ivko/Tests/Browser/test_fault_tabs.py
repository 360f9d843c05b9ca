"""Two tabs of one customer place their orders at the same time against a backend that fails as
the fault run's does (HTTP 500s, cut-off answers, 503s with Retry-After, dropped connections): a
refusal shows as the page's alert, which the test answers as a person would (Try again, or OK and
the same step again). Every order placed is placed exactly once, and both tabs' carts and badges
agree afterwards."""

import re
import time

from playwright.sync_api import expect

from conftest import UI_LIMIT
from shop_page import cart_badge, open_shop, sheet, title

ORDER_NUMBER = re.compile(r"\d{4}-\d{6}")
FAULT_MIX = ("--fault-500", "0.1", "--fault-truncate", "0.05", "--fault-503", "0.05", "--retry-after", "1", "--fault-drop", "0.02")
STEP_LIMIT = 90  # seconds for one step, tried again through the faults


def alert(page):
    return page.locator("dialog[role=alertdialog]")


def answer_alert(page):
    """Answers an alert showing on `page`, if any (Try again where offered, else its first button);
    returns whether there was one."""
    shown = alert(page)
    if shown.count() == 0:
        return False
    retry = shown.get_by_role("button", name="Try again")
    (retry if retry.count() else shown.get_by_role("button").first).click()
    return True


def until(page, done, act=None):
    """Does `act` (again after each failure) until `done()` holds, answering alerts and pressing
    a page's own Try again on the way; fails after STEP_LIMIT seconds."""
    deadline = time.monotonic() + STEP_LIMIT
    acted = False
    while not done():
        assert time.monotonic() < deadline, page.locator("#app").inner_text()
        if answer_alert(page):
            acted = False
        elif page.locator("#app .layer:not([inert])").get_by_role("button", name="Try again").count():
            page.locator("#app .layer:not([inert])").get_by_role("button", name="Try again").first.click()
        elif act and not acted:
            act()
            acted = True
        page.wait_for_timeout(250)


def to_review(page, index):
    """Buy Now on Home's offer `index`, then the address step's Continue, through the faults."""
    until(page, lambda: title(page).inner_text() == "Address" if sheet(page).count() else False,
          lambda: page.get_by_role("button", name="Buy Now").nth(index).click())
    until(page, lambda: title(page).inner_text() == "Review",
          lambda: sheet(page).get_by_role("button", name="Continue").click())


def badge(page):
    return cart_badge(page).inner_text() if cart_badge(page).count() else "0"


def test_two_tabs_placing_orders_at_once_under_the_fault_mix(start_backend, start_shop, context):
    backend = start_backend(*FAULT_MIX)
    shop = start_shop("--user", "demo", *backend.shop_options, env={"IVKO_PASSWORD": "demo"})
    first = context.new_page()
    open_shop(first, shop)
    second = context.new_page()
    second.goto(shop.origin + "/")
    pages = [first, second]
    for page in pages:
        until(page, lambda page=page: page.get_by_role("button", name="Buy Now").count() > 1)
    for index, page in enumerate(pages):
        to_review(page, index)
    # Both at once: the second click goes out before the first's answer is back.
    for page in pages:
        sheet(page).get_by_role("button", name="Place order").dispatch_event("click")
    outcome = re.compile(r"Order number: \d{4}-\d{6}|not placed")
    for page in pages:
        until(page, lambda page=page: bool(outcome.search(page.locator("#app").inner_text())))
    texts = [page.locator("#app").inner_text() for page in pages]
    placed = [ORDER_NUMBER.search(text.split("Order number:", 1)[1]).group(0) for text in texts if "Order number:" in text]
    assert placed, texts
    assert len(placed) + sum("not placed" in text for text in texts) == 2, texts
    # Both tabs agree about the cart: what was ordered left it, in both badges.
    deadline = time.monotonic() + STEP_LIMIT
    while badge(first) != badge(second) or badge(first) != "0":
        assert time.monotonic() < deadline, f"badges {badge(first)} and {badge(second)}"
        first.wait_for_timeout(250)
    # Every order placed is on the account exactly once.
    orders = context.new_page()
    open_shop(orders, shop, "/orders")
    listed = lambda: ORDER_NUMBER.findall(orders.locator("#app").inner_text())
    until(orders, lambda: all(number in listed() for number in placed))
    numbers = listed()
    for number in placed:
        assert numbers.count(number) == 1, numbers
