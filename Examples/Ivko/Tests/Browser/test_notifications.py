"""The customer's notifications in the browser: an order placed in the shop is announced as paid and
then as shipped (the backend moves it on `--ship-after`) in a polite live region above the screen,
which the keyboard reaches and axe finds clean; View order opens its page. Under the fault mix
(cut and dropped connections, 500s, events sent twice) every pushed promotion is shown exactly once."""

import re

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from shop_page import UI_LIMIT, buy_now_to_review, open_shop, sheet, title, wait_for_home

FAULT_MIX = ("--fault-500", "0.1", "--fault-truncate", "0.05", "--fault-503", "0.05", "--retry-after", "1", "--fault-drop", "0.02",
             "--fault-push-repeat", "0.3")


def banner(page):
    return page.locator(".banner[role=status]")


def test_an_order_is_announced_as_shipped_and_its_banner_opens_it(start_backend, start_shop, context):
    backend = start_backend("--products", "40", "--ship-after", "4")
    shop = start_shop(*backend.shop_options, "--user", "demo", env={"IVKO_PASSWORD": "demo"})
    page = buy_now_to_review(context, shop)
    sheet(page).get_by_role("button", name="Place order").click()
    expect(sheet(page)).to_contain_text(re.compile(r"Order number: \d{4}-\d{6}"), timeout=UI_LIMIT)
    number = re.search(r"Order number: (\S+)", sheet(page).inner_text()).group(1)
    sheet(page).get_by_role("button", name="Done").click()
    expect(sheet(page)).to_have_count(0)

    expect(banner(page)).to_contain_text(f"Order {number} was paid.", timeout=UI_LIMIT)
    assert banner(page).get_attribute("aria-live") == "polite"
    violations = Axe().run(page).response["violations"]
    assert not violations, f"axe on Home under a banner: {[v['id'] for v in violations]}"
    # The keyboard reaches the banner's buttons: Tab round the page until Dismiss has the focus.
    dismiss = banner(page).get_by_role("button", name="Dismiss")
    for _ in range(60):
        if dismiss.evaluate("e => e === document.activeElement"):
            break
        page.keyboard.press("Tab")
    assert dismiss.evaluate("e => e === document.activeElement"), "Tab never reached the banner's Dismiss"
    page.keyboard.press("Enter")

    expect(banner(page)).to_contain_text(f"Order {number} has shipped.", timeout=UI_LIMIT)
    banner(page).get_by_role("button", name="View order").click()
    expect(banner(page)).to_have_count(0)
    expect(title(page)).to_contain_text(number)
    expect(page.locator("#app")).to_contain_text("Shipped")


def test_under_the_fault_mix_every_promotion_is_shown_once(start_backend, start_shop, context):
    backend = start_backend("--products", "40", "--stream-lifetime", "3", *FAULT_MIX)
    shop = start_shop(*backend.shop_options, "--user", "demo", env={"IVKO_PASSWORD": "demo"})
    page = context.new_page()
    open_shop(page, shop)
    wait_for_home(page)
    titles = [f"Offer {n}" for n in range(1, 9)]
    for offer in titles:
        backend.push_promotion(f"S{offer[-1]}", offer, "today only")
    shown = []
    for _ in titles:
        expect(banner(page)).to_contain_text(re.compile(r"Offer \d"), timeout=UI_LIMIT)
        shown.append(re.search(r"Offer \d", banner(page).inner_text()).group(0))
        # Wait for this one to go before reading the next (the page shows it until the server's patch).
        banner(page).get_by_role("button", name="Dismiss").click()
        page.wait_for_function(
            "t => !(document.querySelector('.banner[role=status]')?.textContent ?? '').includes(t)", arg=shown[-1], timeout=UI_LIMIT)
    assert shown == titles, f"each once, in order: {shown}"
    # Nothing comes again, however often the stream reconnects (the server closes it every 3 s): a
    # repeat would come before the next new event, so the next banner must be that one.
    backend.push_promotion("S9", "Final offer", "last one")
    expect(banner(page)).to_contain_text("Final offer", timeout=UI_LIMIT)
    banner(page).get_by_role("button", name="Dismiss").click()
    expect(banner(page)).to_have_count(0)
