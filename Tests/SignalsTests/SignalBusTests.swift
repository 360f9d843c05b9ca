import Testing
@testable import Signals

@MainActor
@Suite("Buses")
struct SignalBusTests {
    @Test func aBusMergesItsInnerSignalsInSendOrder() {
        let bus = SignalBus<String>()
        let first = SignalPipe<String>()
        let second = SignalPipe<String>()
        bus.add(first.signal)
        bus.add(second.signal)
        let recorder = Recorder(bus.signal)
        first.send("a")
        second.send("b")
        first.send("c")
        #expect(recorder.values == ["a", "b", "c"])
    }

    @Test func anInnerSignalEndingDoesNotEndTheBus() {
        let bus = SignalBus<Int>()
        var cell: Owner<Int>? = Owner()
        weak let weakCell = cell
        let other = Owner<Int>()
        let token = bus.add(cell!.signal)
        bus.add(other.signal)
        let recorder = Recorder(bus.signal)
        cell?.pipe.send(1)
        cell = nil
        #expect(weakCell == nil)
        #expect(!token.isActive)
        #expect(bus.signal.isAlive)
        #expect(bus.innerCount == 1)
        other.pipe.send(2)
        #expect(recorder.values == [1, 2])
    }

    @Test func addingTheSameSignalTwiceDeliversOnce() {
        let bus = SignalBus<Int>()
        let pipe = SignalPipe<Int>()
        let first = bus.add(pipe.signal)
        let second = bus.add(pipe.signal)
        let recorder = Recorder(bus.signal)
        pipe.send(1)
        #expect(first === second)
        #expect(pipe.observerCount == 1)
        #expect(recorder.values == [1])
    }

    @Test func twoDerivedSignalsOfOneSourceAreTwoInnerSignals() {
        let bus = SignalBus<Int>()
        let pipe = SignalPipe<Int>()
        bus.add(pipe.signal.map { $0 })
        bus.add(pipe.signal.map { $0 * 100 })
        let recorder = Recorder(bus.signal)
        pipe.send(1)
        #expect(recorder.values == [1, 100])
    }

    @Test func removingAnInnerSignalStopsOnlyIt() {
        let bus = SignalBus<Int>()
        let first = SignalPipe<Int>()
        let second = SignalPipe<Int>()
        bus.add(first.signal)
        bus.add(second.signal)
        let recorder = Recorder(bus.signal)
        bus.remove(first.signal)
        bus.remove(SignalPipe<Int>().signal)
        first.send(1)
        second.send(2)
        #expect(first.observerCount == 0)
        bus.add(first.signal)
        first.send(3)
        #expect(recorder.values == [2, 3])
    }

    @Test func theBusKeepsNoInnerSignalAlive() {
        let bus = SignalBus<Int>()
        weak var weakCell: Owner<Int>?
        do {
            let cell = Owner<Int>()
            weakCell = cell
            bus.add(cell.signal.filter { $0 > 0 })
        }
        #expect(weakCell == nil)
        #expect(bus.innerCount == 0)
    }

    @Test func anInnerSignalKeepsNoBusAliveAndDropsItsForwarderAtItsNextValue() {
        let cell = Owner<Int>()
        weak var weakBus: SignalBus<Int>?
        weak var probe: Probe?
        do {
            let bus = SignalBus<Int>()
            weakBus = bus
            bus.add(cell.signal)
            let captured = Probe()
            probe = captured
            bus.signal.observe { [captured] _ in _ = captured }
        }
        #expect(weakBus == nil)
        #expect(probe == nil)
        #expect(cell.pipe.observerCount == 1)
        cell.pipe.send(1)
        #expect(cell.pipe.observerCount == 0)
    }

    @Test func aBusRefusesItsOwnSignal() {
        let bus = SignalBus<Int>()
        #expect(!bus.add(bus.signal).isActive)
        #expect(!bus.add(bus.signal.map { $0 + 1 }).isActive)
        #expect(bus.innerCount == 0)
        #expect(bus.observerCount == 0)
    }

    @Test func busesNest() {
        let outer = SignalBus<Int>()
        let inner = SignalBus<Int>()
        let pipe = SignalPipe<Int>()
        inner.add(pipe.signal)
        outer.add(inner.signal)
        let recorder = Recorder(outer.signal)
        pipe.send(5)
        #expect(recorder.values == [5])
    }

    @Test func aListControllerMergesItsCellsOutputsIntoItsOwn() {
        @MainActor final class CellModel {
            private let pipe = SignalPipe<String>()
            let id: Int
            var outputs: Signal<String> { pipe.signal }
            init(id: Int) { self.id = id }
            func tap() { pipe.send("tapped \(id)") }
        }
        @MainActor final class ListController {
            enum Output: Equatable { case cell(String) }
            private let pipe = SignalPipe<Output>()
            private let cells = SignalBus<String>()
            var outputs: Signal<Output> { pipe.signal }
            init() {
                cells.signal.observe(weak: self) { list, output in list.pipe.send(.cell(output)) }
            }
            func configure(with model: CellModel) { cells.add(model.outputs) }
        }
        let list = ListController()
        let recorder = Recorder(list.outputs)
        var models = [CellModel(id: 0), CellModel(id: 1)]
        for model in models { list.configure(with: model) }
        list.configure(with: models[0])
        models[1].tap()
        models[0].tap()
        models.removeLast()
        models[0].tap()
        #expect(recorder.values == [.cell("tapped 1"), .cell("tapped 0"), .cell("tapped 0")])
    }
}
