import IvkoData
import IvkoMiddleware

/// Every call of the shop a fake answers (what `FakeShopSource` plays): the data layer's
/// `CatalogCalls`, `CartCalls` and `OrderCalls`, which a `CatalogDataManager` or
/// `CustomerDataManager` on a real database takes in the app's place, and the account's and
/// assets' sources, which their managers take.
typealias ShopSource = CatalogCalls & AccountSource & CartCalls & OrderCalls & AssetSource
