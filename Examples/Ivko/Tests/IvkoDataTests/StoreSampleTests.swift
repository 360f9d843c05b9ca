import Foundation
@testable import IvkoData
import IvkoModel
import Testing

@Suite("The stores sample converts exactly; a bad store is skipped with its reason")
struct StoreSampleTests {
    let data = ResponseConverter()

    @Test func storesSample() throws {
        let stores = try data.stores(fromStores: Samples.json("stores.json"))
        #expect(
            Array(stores) == [
                Store(
                    id: StoreNumber("001"), name: "Ivko Knez Mihailova", street: "Knez Mihailova 21", city: "Beograd",
                    zip: "11000", phone: "+381 11 263 4455", hours: "Mon–Sat 10–21, Sun 11–19", isOpen: true,
                    openedOn: Expect.day(2004, 3, 15)
                ),
                Store(id: StoreNumber("002"), name: "Ivko Novi Sad", street: "Zmaj Jovina 12", city: "Novi Sad"),
                Store(
                    id: StoreNumber("003"), name: "Ivko Outlet Niš", street: "Bulevar Nemanjića 2&4", city: "Niš",
                    zip: "18000", phone: "+381 18 415 200", isOpen: false, openedOn: Expect.day(2019, 9, 1)
                ),
            ])
        #expect(
            stores.skipped == [
                SkippedRecord(kind: .stores, path: "stores[3]", key: "004", error: FieldError(field: "city", problem: .missing))
            ])
        #expect(stores.skipped.first?.description == "stores.json stores[3] (004): city: missing")
    }

    @Test func badRowsAreSkippedOneByOne() throws {
        let json = try Samples.parse(
            #"""
            {"stores": [
              {"storeNo": "010", "name": "IVKO ZEMUN", "street": "Glavna 1", "city": "ZEMUN", "open": "maybe"},
              "not a store",
              {"storeNo": 11, "name": "Ivko Čačak", "street": "Gradsko šetalište 3", "city": "Čačak", "since": "31.02.2020"},
              {"storeNo": 12, "name": "Ivko Subotica", "street": ["Korzo 2"], "city": "Subotica"},
              {"storeNo": "013", "name": "IVKO KRAGUJEVAC", "street": "Kralja Petra I 10", "city": "KRAGUJEVAC", "open": false}
            ]}
            """#)
        let stores = try data.stores(fromStores: json)
        #expect(stores.map(\.id) == [StoreNumber("013")])
        #expect(stores.first?.isOpen == false)
        #expect(stores.skipped.map(\.path) == ["stores[0]", "stores[1]", "stores[2]", "stores[3]"])
        #expect(stores.skipped.map(\.error.field) == ["open", "", "since", "street"])
    }

    @Test func wrongStructureIsATypedError() throws {
        #expect(throws: DataError.unexpectedStructure(.stores, path: "$", expected: "an object", found: "an array")) {
            try data.stores(fromStores: Samples.parse("[]"))
        }
        #expect(throws: DataError.unexpectedStructure(.stores, path: "stores", expected: "an array", found: "nothing")) {
            try data.stores(fromStores: Samples.parse(#"{"result": "OK"}"#))
        }
        #expect(try data.stores(fromStores: Samples.parse(#"{"stores": []}"#)).isEmpty)
    }
}
