"""History a person expects: one browser history entry per page the user reaches; a typed address,
a deep link or a reload adds none of its own while the shop settles on it; Back and Forward (the
browser's and the page's own) go where a person expects."""

import re

from playwright.sync_api import expect

from shop_page import open_shop, title, wait_for_home

PRODUCT = "/product/W26KD0155"


def entries(page):
    return page.evaluate("history.length")


def wait_for_product(page):
    expect(page).to_have_url(re.compile(re.escape(PRODUCT) + "$"))
    # The title is the style until the product has loaded.
    expect(title(page)).not_to_have_text(PRODUCT.rsplit("/", 1)[1])


def rows(page):
    return page.locator("#app .layer:not([inert]) ul[data-axis=vertical] > li.opens > button.row-open")


def test_a_typed_address_is_one_entry_and_back_leaves_it(signed_in_shop, context):
    page = context.new_page()
    open_shop(page, signed_in_shop)
    wait_for_home(page)
    before = entries(page)
    page.goto(signed_in_shop.origin + PRODUCT)
    wait_for_product(page)
    assert entries(page) == before + 1
    page.go_back()
    expect(page).to_have_url(signed_in_shop.origin + "/")
    wait_for_home(page)


def test_a_reload_adds_no_entry(signed_in_shop, context):
    page = context.new_page()
    open_shop(page, signed_in_shop)
    wait_for_home(page)
    page.goto(signed_in_shop.origin + PRODUCT)
    wait_for_product(page)
    before = entries(page)
    page.reload()
    wait_for_product(page)
    assert entries(page) == before
    page.go_back()
    expect(page).to_have_url(signed_in_shop.origin + "/")
    wait_for_home(page)


def test_a_deep_link_then_the_on_screen_back_leads_home_without_a_new_entry(signed_in_shop, context):
    page = context.new_page()
    open_shop(page, signed_in_shop, "/category/Knitwear")
    expect(title(page)).to_have_text("Knitwear")
    before = entries(page)
    page.locator(".layer:not([inert]) [data-action=back]").click()
    expect(page).to_have_url(signed_in_shop.origin + "/")
    wait_for_home(page)
    assert entries(page) == before


def test_on_screen_back_browser_back_and_forward(signed_in_shop, context):
    page = context.new_page()
    open_shop(page, signed_in_shop)
    wait_for_home(page)
    start = entries(page)
    rows(page).nth(1).click()
    expect(page).to_have_url(re.compile(r"/category/"))
    category = page.url
    expect(rows(page).first).to_be_visible()
    rows(page).first.click()
    expect(page).to_have_url(re.compile(r"/product/"))
    product = page.url
    assert entries(page) == start + 2
    # The page's own Back is a browser Back too: Forward then returns to the product.
    page.locator(".layer:not([inert]) [data-action=back]").click()
    expect(page).to_have_url(category)
    page.go_back()
    expect(page).to_have_url(signed_in_shop.origin + "/")
    wait_for_home(page)
    page.go_forward()
    expect(page).to_have_url(category)
    expect(title(page)).not_to_have_text("Home")
    page.go_forward()
    expect(page).to_have_url(product)
    assert entries(page) == start + 2
