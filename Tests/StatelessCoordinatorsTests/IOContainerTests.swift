import CoordinatorsTestSupport
import Screens
import Signals
import StatelessCoordinators
import Testing

/// A flow of numbers, to test the containers without an app around them.
private enum Counter: VendingCoordinator {
    typealias Inputs = Int
    typealias Outputs = String
}

@MainActor
@Suite("Stateless: IO containers and ports")
struct IOContainerTests {
    @Test("Inputs sent from outside and fed by screens reach the handler; outputs are emitted and forwarded")
    func inputsAndOutputs() {
        let root = ViewController()
        let (navigation, io) = IONavigationController<Counter>.make(rootViewController: root)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
        let screenOutputs = SignalPipe<Int>()
        let formOutputs = SignalPipe<String>()
        io.addInputs(screenOutputs.signal.map { $0 * 10 })
        io.addOutputs(formOutputs.signal)
        io.inputs.observe(weak: navigation) { _, input in io.emit("input \(input)") }
        let outputs = Recorder(navigation.outputs)

        navigation.send(1)
        screenOutputs.send(2)
        formOutputs.send("form")
        #expect(outputs.values == ["input 1", "input 20", "form"])
    }

    @Test("The same signal fed twice is heard once")
    func feedingTwice() {
        let (tabBar, io) = IOTabBarController<Counter>.make()
        let screen = SignalPipe<Int>()
        io.addInputs(screen.signal)
        io.addInputs(screen.signal)
        let inputs = Recorder(io.inputs)
        screen.send(7)
        tabBar.send(8)
        #expect(inputs.values == [7, 8])
    }

    @Test("An input sent before the handler is registered is dropped, not queued")
    func inputBeforeHandler() {
        let (navigation, io) = IONavigationController<Counter>.make()
        navigation.send(1)
        let inputs = Recorder(io.inputs)
        navigation.send(2)
        #expect(inputs.values == [2])
    }

    @Test("A fed screen that is released stops contributing; the container's signals go on")
    func innerSignalEnds() {
        let (navigation, io) = IONavigationController<Counter>.make()
        io.inputs.observe(weak: navigation) { _, input in io.emit("\(input)") }
        let outputs = Recorder(navigation.outputs)
        var screen: SignalPipe<Int>? = SignalPipe()
        let other = SignalPipe<Int>()
        io.addInputs(screen!.signal)
        io.addInputs(other.signal)
        screen?.send(1)
        screen = nil
        other.send(2)
        navigation.send(3)
        #expect(navigation.outputs.isAlive && io.inputs.isAlive)
        #expect(outputs.values == ["1", "2", "3"])
    }

    @Test("The ports do not keep the container alive; once it is gone its signals end and the ports do nothing")
    func portsOutliveTheContainer() {
        let leaks = LeakTracker()
        weak var probe: Probe?
        let screen = SignalPipe<Int>()
        var heard: [Int] = []
        let io: IOPorts<Counter>
        let outputs: Signal<String>
        let outputToken: ObservationToken
        do {
            let (navigation, ports) = IONavigationController<Counter>.make(rootViewController: ViewController())
            io = ports
            outputs = navigation.outputs
            leaks.track(navigation)
            let captured = Probe()
            probe = captured
            // The handler captures the ports and the probe, as a vended flow's closures capture its dependencies.
            ports.inputs.observe { [captured] input in
                _ = captured
                heard.append(input)
                ports.emit("\(input)")
            }
            ports.addInputs(screen.signal)
            outputToken = outputs.observe { _ in }
            screen.send(1)
        }
        #expect(leaks.survivors == [])
        #expect(probe == nil)
        #expect(!io.inputs.isAlive)
        #expect(!outputs.isAlive)
        #expect(!outputToken.isActive)
        screen.send(2)
        io.emit("after")
        io.addInputs(SignalPipe<Int>().signal)
        #expect(heard == [1])
    }

    @Test("A tab bar container is a tab bar controller: tabs, selection and the user's taps")
    func tabBarContainer() {
        let (tabBar, io) = IOTabBarController<Counter>.make()
        let first = ViewController()
        first.title = "First"
        let second = ViewController()
        second.title = "Second"
        tabBar.setViewControllers([first, second], animated: false)
        io.inputs.observe(weak: tabBar) { tabBar, input in tabBar.selectTab(at: input) }
        tabBar.send(1)
        #expect(tabBar.selectedViewController === second)
        #expect(tabBar.tabBar.tap(at: 0))
        #expect(tabBar.selectedIndex == 0)
        #expect(tabBar.tabBar.titles == ["First", "Second"])
    }

    @Test("A one-screen container shows its content, titles itself after it, and can be pushed; popped, it goes with its closures")
    func hostingContainer() throws {
        let leaks = LeakTracker()
        let navigation = NavigationController(rootViewController: ViewController())
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        var heard: [Int] = []
        do {
            let content = ViewController()
            content.title = "History"
            let (host, io) = try IOHostingController<Counter, ViewController>.make(content: content)
            let effects = SignalPipe<Int>()
            io.addInputs(effects.signal)
            io.inputs.observe(weak: host) { host, input in
                heard.append(input)
                io.emit("\(host.content.title ?? "") \(input)")
            }
            let outputs = Recorder(host.outputs)
            #expect(host.content === content && content.parent === host)
            #expect(host.title == "History")
            #expect(try navigation.pushViewController(host, animated: false).get() == ())
            #expect(navigation.topViewController === host)
            #expect(host.view.subviews.first === content.view)
            host.send(1)
            effects.send(2)
            #expect(outputs.values == ["History 1", "History 2"])
            leaks.track(host, as: "container")
            leaks.track(content, as: "content")
            #expect(navigation.userTappedBack() === host)
        }
        #expect(leaks.survivors == [])
        #expect(heard == [1, 2])
    }
}
