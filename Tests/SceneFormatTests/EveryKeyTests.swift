import Accessibility
import CellKit
@testable import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// One scene that uses every key of the format, and where each lands.
@MainActor
@Suite("Every key of the scene format", .cellsScreen)
struct EveryKeyTests {
    static let yaml = """
        title: Every key
        language: ko
        unit: cells
        voiceOver: { verbosity: { actions: changeRotor, hints: false } }
        windows:
          - app: com.example.one
            frame: [0, 0, 60, 30]
            views:
              - { id: plain, type: view, frame: [0, 0, 10, 2], hidden: true, alpha: 0.5, interactive: false,
                  background: blue, border: true, layers: [{ frame: [1, 0, 3, 2], color: red, border: true, name: Bar }] }
              - { id: nested, parent: plain, type: view, frame: [0, 0, 2, 1] }
              - { id: label, type: label, frame: [0, 2, 10, 1], text: Hello, color: red,
                  accessibility: { label: Greeting, value: loud, hint: Says hello, traits: [header, link], inputLabels: [Hi, Hello],
                                   customContent: [{ label: Mood, value: Cheerful, importance: high }],
                                   customActions: [{ name: Wave, announce: Waved, show: plain, hide: label },
                                                   { name: Fail, succeeds: false }] },
                  drag: { items: view, text: "{label}!", localObject: none, allowsMove: false, restricted: true,
                          loadDelay: 2, loadFails: broken, movesAway: true, enabled: false } }
              - { id: picture, type: image, frame: [10, 0, 5, 3], symbol: star, accessibility: { frame: [0, 0, 5, 2], path: [[0, 0], [5, 0], [5, 2], [0, 2]] } }
              - { id: drawn, type: image, frame: [15, 0, 5, 3], cells: ["ab", "cd"], drag: { image: star } }
              - { id: well, type: well, frame: [20, 0, 12, 5], title: Portrait, content: Empty,
                  drop: { accepts: [public.image], operation: move, effect: replace, noteOrigin: true,
                          loadDelay: 1, loadFails: nope, sessionDidUpdate: true, allowsSimultaneousSessions: true,
                          proposals: [{ frame: [0, 0, 6, 5], types: [public.png], operation: forbidden }] } }
              - { id: list, type: list, frame: [32, 0, 20, 5], title: Files, items: [a, b],
                  accessibility: { element: true, container: list, dragSources: [],
                                   dropPoints: [{ name: In, view: list, point: [1, 1], language: ko }] } }
              - { id: card, type: view, frame: [0, 5, 20, 3],
                  accessibility: { element: true, valueFrom: [well, list], viewIsModal: false, elementsHidden: false,
                                   activationPoint: [2, 1], magicTap: { announce: Card },
                                   customRotors: [{ name: Controls, elements: [go, toggle, level] },
                                                  { systemType: heading, elements: [label] }],
                                   escape: { announce: Closed, hide: card, show: plain, succeeds: false } } }
              - { id: graph, type: barGraph, frame: [0, 8, 30, 8], title: Sales, color: green,
                  bars: [{ label: Jan, value: 1 }, { label: Feb, value: 2 }], barElements: { dragSource: Drag bar },
                  drag: { items: layer, text: "{label}", localObject: index } }
              - { id: go, type: button, frame: [30, 8, 8, 1], title: Go, enabled: true, action: { announce: Going } }
              - { id: toggle, type: switch, frame: [30, 10, 6, 1], on: true, action: { hide: go } }
              - { id: level, type: adjustable, frame: [30, 12, 10, 1], value: 3, minimum: 1, maximum: 5,
                  action: { show: go } }
              - { id: field, type: textField, frame: [30, 14, 10, 1], text: Hi, placeholder: Type, firstResponder: true }
              - { id: upload, type: progress, frame: [30, 15, 10, 1], progress: 0.5 }
              - { id: scroll, type: scrollView, frame: [0, 16, 20, 4], contentSize: [20, 12], contentOffset: [0, 2],
                  accessibility: { shouldGroupChildren: true },
                  subviews: [{ id: inner, type: label, frame: [0, 6, 10, 1], text: Deep }] }
              - { id: grid, type: collectionView, frame: [20, 16, 30, 10], itemSize: [8, 3], spacing: 2,
                  sectionInset: { top: 1, left: 2, bottom: 1, right: 1 },
                  items: [Plain, { label: Star, symbol: star }, { label: Art, cells: ["xy"] }],
                  cells: { dragSource: "Drag {label}", dropBefore: "Before {label}", dropAfter: "After {label}" },
                  drag: { allowsMove: false, enabled: false, addsItems: true },
                  drop: { accepts: [public.image], effect: insert, placeholder: Wait, loadDelay: 1, loadFails: bad,
                          announceLoaded: "{label} in", announceFailed: "{label} out",
                          intent: insertIntoDestinationIndexPath } }
              - { id: page, type: label, frame: [50, 26, 10, 1], text: Page }
              - { id: tabs, type: tabBar, frame: [0, 29, 40, 1], selected: Two, hasSelection: true,
                  tabs: [{ title: One, views: page, enabled: false, label: First, value: "1", hint: Opens one },
                         { title: Two, badge: "2", views: [field, picture] }] }
              - { id: segments, type: segmentedControl, frame: [40, 26, 10, 1], segments: [A, B], selected: B,
                  action: { announce: Segment } }
              - { id: back, type: backButton, frame: [40, 27, 10, 1], title: Home, action: { announce: Back } }
              - { id: key, type: keyboardKey, frame: [50, 27, 3, 1], title: Q, action: { announce: Typed } }
              - { id: secret, type: secureTextField, frame: [40, 28, 10, 1], text: hunter2, placeholder: Password,
                  firstResponder: false }
              - { id: table, type: dataTable, frame: [0, 26, 40, 3], columns: [Name, Age],
                  rows: [[Ann, "9"], [{ text: Bo, value: new, hint: Joined today, traits: [button], rowSpan: 1, columnSpan: 1,
                                        headsRow: true, headsColumn: false,
                                        customContent: [{ label: Since, value: May }] }, ~]],
                  rowHeaders: true, definesRows: true, definesColumns: true }
          - app: com.example.two
            frame: [60, 0, 20, 30]
            views:
              - { id: rows, type: tableView, frame: [0, 0, 20, 10], style: grouped, editing: true,
                  sections: [{ header: Today, footer: Two left, rows: [Milk, { text: Eggs, detail: "12",
                                                                               accessory: checkmark, symbol: star }],
                                numberedRows: { count: 2, text: "Item {number}" } },
                             { rows: [{ text: Art, cells: ["xy"],
                                        accessibility: { label: Drawing, value: new, hint: Opens it, traits: [button],
                                                         customActions: [{ name: Star, announce: Starred }],
                                                         dragSources: [{ name: Drag the drawing, point: [1, 0] }],
                                                         dropPoints: [] },
                                        swipeActions: [{ name: Remove, announce: Removed }] }] }],
                  drag: { text: "{text} ({detail})", allowsMove: false },
                  drop: { accepts: [public.plain-text], operation: copy, intent: automatic, effect: insert,
                          announce: "{text} added" } }
              - { id: count, type: stepper, frame: [0, 11, 6, 1], value: 2, minimum: 1, maximum: 9, step: 0.5,
                  wraps: true, autorepeat: false, action: { announce: Counted } }
              - { id: dots, type: pageControl, frame: [6, 11, 8, 1], pages: 3, current: 2, hidesForSinglePage: true,
                  action: { announce: Paged } }
              - { id: notes, type: textView, frame: [0, 12, 20, 3], text: Some notes, editable: true,
                  firstResponder: false }
              - { id: pantry, type: collectionView, layout: list, appearance: insetGrouped, frame: [0, 16, 20, 4],
                  items: [{ label: Tea, secondaryText: Green,
                            accessories: [disclosureIndicator, checkmark, detail, reorder, delete] }, Milk] }
            magicTap: { announce: Two }
        audit:
          ignore: [{ rule: unexposed-interaction, view: drawn, because: It shows the mistake. }]
        script: |
          swipe right
        """

    /// The other form of a scene: one window, its views at the top level.
    static let singleWindow = """
        window: { size: [40, 8], app: com.example.maps, magicTap: { announce: Maps } }
        views:
          - id: map
            type: view
            frame: [0, 0, 20, 6]
            accessibility:
              elements:
                - { label: Paris, frame: [0, 0, 10, 3], hint: A city, dragSources: [{ name: Drag Paris }], dropPoints: [],
                    activationPoint: [1, 1], path: [[0, 0], [10, 0], [10, 3], [0, 3]],
                    magicTap: { announce: Zoomed in }, escape: { announce: Zoomed out } }
                - { label: Rome, value: Italy, traits: [button], inputLabels: [Roma], frame: [10, 0, 10, 3], customContent: [{ value: Capital }],
                    customActions: [{ name: Zoom, announce: Zoomed }], dragSources: [{ name: Drag Rome }] }
            drag:
              items: region
              text: "https://maps.example/{label}"
              types: [public.url]
              regions: [{ frame: [0, 0, 10, 3], label: Paris }, { frame: [10, 0, 10, 3], label: Rome, value: Italy }]
          - id: notes
            type: list
            frame: [20, 0, 20, 3]
            title: Notes
            accessibility: { element: true }
            drop: { accepts: [public.plain-text], effect: append }
          - id: links
            type: list
            frame: [20, 3, 20, 3]
            title: Links
            accessibility: { element: true }
            drop: { accepts: [public.url], effect: append }
        script: |
          swipe right = Rome: Italy. Button. / Actions Available. More Content Available.
          rotor clockwise = Actions
          swipe down = Zoom
          swipe down = Drag Rome
          double tap = Drag started, Drag Rome
          swipe right = Notes / Actions Available.
          swipe right = Links / Actions Available.
          swipe down = Drop into Links
          double tap = Dropped, Drop into Links
          swipe left = Notes
          swipe right = Links: https://maps.example/Rome
        """

    /// Screens: one window with a navigation stack and a presented screen, on an iPhone.
    static let screensOnAStack = """
        device: { idiom: phone, iOS: "14.5" }
        window: { size: [40, 12], navigation: [list], presented: welcome }
        screens:
          - name: list
            title: Mail
            views:
              - id: mailbox
                type: tableView
                frame: [0, 0, 40, 8]
                sections: [{ rows: [{ text: Inbox, action: { push: inbox } }] }]
              - id: compose
                type: button
                frame: [0, 9, 10, 1]
                title: New
                action: { present: draft }
                accessibility: { customActions: [{ name: Open inbox, push: inbox }, { name: Back, pop: true },
                                                 { name: Write, present: draft }, { name: Close, dismiss: true }] }
          - name: inbox
            title: Inbox
            views:
              - { type: button, frame: [0, 0, 10, 1], title: Done, action: { pop: true },
                  accessibility: { escape: { pop: true }, magicTap: { push: inbox } } }
          - name: draft
            presentation: fullScreen
            navigationBar: true
            leftBarButton: { systemItem: cancel, action: { dismiss: true } }
            rightBarButton: { title: Send, systemItem: done }
            views:
              - { type: button, frame: [0, 0, 10, 1], title: Cancel, action: { dismiss: true },
                  accessibility: { magicTap: { present: welcome }, escape: { dismiss: true } } }
          - { name: welcome, title: Welcome }
        """

    /// Screens as windows' roots, side by side and alone.
    static let screensAsRoots = """
        windows:
          - { app: com.example.one, frame: [0, 0, 20, 10], screen: home, presented: sheet }
          - { app: com.example.two, frame: [20, 0, 20, 10], navigation: [other] }
        screens: [{ name: home }, { name: sheet }, { name: other }]
        """

    static let screenAsTheRoot = """
        window: { size: [20, 10], screen: home }
        screens: [{ name: home, views: [{ type: label, frame: [0, 0, 5, 1], text: Home }] }]
        """

    @Test func theScreenKeysLandOnTheirObjects() throws {
        let scene = try SceneLoader.load(yaml: Self.screensOnAStack, file: "screens.yaml")
        #expect(scene.device.userInterfaceIdiom == .phone && scene.device.systemVersion == "14.5")
        #expect(scene.windows.first?.device === scene.device)
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.map(\.title) == ["Mail"])
        #expect(navigation.presentedViewController === scene.screens["welcome"])
        #expect(scene.screens["draft"]?.modalPresentationStyle == .fullScreen)
        #expect(scene.screens["draft"]?.parent is UINavigationController, "navigationBar: presented in a bar of its own")
        #expect(scene.screens["draft"]?.navigationItem.rightBarButtonItem?.title == "Send")
        // An iPhone with iOS 14: a table view's drags start off, as UIKit's did.
        #expect((scene.view("mailbox") as? UITableView)?.dragInteractionEnabled == false)
        #expect(scene.view("compose")?.accessibilityCustomActions?.map(\.name) == ["Open inbox", "Back", "Write", "Close"])

        let roots = try SceneLoader.load(yaml: Self.screensAsRoots, file: "roots.yaml")
        #expect(roots.windows.first?.rootViewController === roots.screens["home"])
        #expect(roots.screens["home"]?.presentedViewController === roots.screens["sheet"])
        #expect((roots.windows.last?.rootViewController as? UINavigationController)?.topViewController === roots.screens["other"])
        #expect(roots.device.userInterfaceIdiom == .pad && roots.device.systemVersion == "26.0", "an iPad with iOS 26.0 by default")
        let single = try SceneLoader.load(yaml: Self.screenAsTheRoot, file: "root.yaml")
        #expect(single.windows.first?.rootViewController === single.screens["home"])
    }

    @Test func everyKeyLandsOnTheObjectItDescribes() throws {
        let scene = try SceneLoader.load(yaml: Self.yaml, file: "every.yaml")
        #expect(scene.title == "Every key")
        #expect(scene.language == .korean)
        #expect(scene.verbosity == Verbosity(actions: .changeRotor, speaksHints: false))
        #expect(scene.makeSession().screenReader.verbosity == scene.verbosity, "a session starts with the scene's verbosity")
        #expect(scene.windows.map(\.applicationIdentifier) == ["com.example.one", "com.example.two"])
        #expect(scene.windows[1].frame == CGRect(x: 60, y: 0, width: 20, height: 30))
        #expect(scene.script?.steps.count == 1)

        let plain = try #require(scene.view("plain"))
        #expect(plain.isHidden && plain.alpha == 0.5 && !plain.isUserInteractionEnabled)
        #expect(plain.backgroundColor?.cellColor == .blue && plain.layer.borderWidth == 1)
        #expect(scene.view("nested")?.superview === plain)
        let bar = try #require(plain.layer.sublayers?.last)
        #expect(bar.frame == CGRect(x: 1, y: 0, width: 3, height: 2) && bar.backgroundColor?.cellColor == .red)
        #expect(bar.borderWidth == 1 && bar.name == "Bar")
        #expect(scene.auditIgnores.map(\.rule) == ["unexposed-interaction"])
        #expect(scene.auditIgnores.first?.view === scene.view("drawn"))
        #expect(scene.auditIgnores.first?.reason == "It shows the mistake.")

        let label = try #require(scene.view("label") as? UILabel)
        #expect(label.text == "Hello" && label.textColor?.cellColor == .red)
        #expect(label.accessibilityLabel == "Greeting" && label.accessibilityValue == "loud")
        #expect(label.accessibilityHint == "Says hello" && label.accessibilityTraits == [.staticText, .header, .link],
                "a label's traits add to its own static text")
        #expect(label.accessibilityCustomActions?.map(\.name) == ["Wave", "Fail"])
        #expect(label.accessibilityUserInputLabels == ["Hi", "Hello"])
        let drag = try #require(label.interactions.first as? UIDragInteraction)
        let dragDelegate = try #require(drag.delegate as? SceneDragDelegate)
        #expect(dragDelegate.source == .view && !dragDelegate.allowsMove && dragDelegate.restricted)
        #expect(dragDelegate.loadDelay == 2 && dragDelegate.loadFailure == "broken" && dragDelegate.movesAway)
        #expect(!dragDelegate.localObjectIsIndex)
        if case .text(let template) = dragDelegate.content { #expect(template == "{label}!") } else { Issue.record("text") }

        #expect((scene.view("picture") as? UIImageView)?.image?.rows == UIImage(systemName: "star")?.rows)
        #expect((scene.view("drawn") as? UIImageView)?.image?.rows == ["ab", "cd"])
        let imageDrag = try #require(scene.view("drawn")?.interactions.first as? UIDragInteraction)
        if case .image(let image)? = (imageDrag.delegate as? SceneDragDelegate)?.content {
            #expect(image.rows == UIImage(systemName: "star")?.rows)
        } else {
            Issue.record("the drag offers an image")
        }

        let well = try #require(scene.view("well") as? WellView)
        #expect(well.title == "Portrait" && well.content == "Empty")
        let dropDelegate = try #require((well.interactions.first as? UIDropInteraction)?.delegate as? SceneDropDelegate)
        #expect(dropDelegate.acceptedTypes == ["public.image"] && dropDelegate.operation == .move)
        #expect(dropDelegate.effect == .replace && dropDelegate.notesOrigin)
        #expect(dropDelegate.loadDelay == 1 && dropDelegate.loadFailure == "nope")

        let list = try #require(scene.view("list") as? ListView)
        #expect(list.items == ["a", "b"] && list.isAccessibilityElement && list.accessibilityContainerType == .list)
        #expect(list.accessibilityDragSourceDescriptors?.isEmpty == true)
        #expect(list.accessibilityDropPointDescriptors?.map(\.name) == ["In"])
        #expect(list.accessibilityDropPointDescriptors?.first?.point == CGPoint(x: 1, y: 1))
        #expect(scene.view("card")?.accessibilityValue == "Portrait, Empty; Files, a, b")

        let graph = try #require(scene.view("graph") as? BarGraphView)
        #expect(graph.title == "Sales" && graph.bars.map(\.label) == ["Jan", "Feb"])
        #expect((graph.accessibilityElements?.count ?? 0) == 2)
        let graphDrag = try #require((graph.interactions.first as? UIDragInteraction)?.delegate as? SceneDragDelegate)
        #expect(graphDrag.source == .layer && graphDrag.localObjectIsIndex)

        #expect((scene.view("go") as? UIButton)?.currentTitle == "Go")
        #expect((scene.view("toggle") as? UISwitch)?.isOn == true)
        let level = try #require(scene.view("level") as? UISlider)
        #expect(level.value == 3 && level.minimumValue == 1 && level.maximumValue == 5)
        let field = try #require(scene.view("field") as? UITextField)
        #expect(field.text == "Hi" && field.placeholder == "Type")
        let scroll = try #require(scene.view("scroll") as? UIScrollView)
        #expect(scroll.contentSize == CGSize(width: 20, height: 12) && scroll.contentOffset == CGPoint(x: 0, y: 2))
        #expect(scene.view("inner")?.superview === scroll)

        let grid = try #require(scene.view("grid") as? UICollectionView)
        #expect(grid.numberOfItems(inSection: 0) == 3)
        #expect((grid.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize == CGSize(width: 8, height: 3))
        #expect((grid.collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset
            == UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 1))
        let model = try #require(grid.dataSource as? SceneCollection)
        #expect(model.items.map(\.label) == ["Plain", "Star", "Art"] && !model.allowsMove)
        #expect(model.names.dragSource == "Drag {label}" && model.names.dropAfter == "After {label}")
        let rules = try #require(model.dropRules)
        #expect(rules.placeholderLabel == "Wait" && rules.loadDelay == 1 && rules.loadFailure == "bad")
        #expect(rules.loadedAnnouncement == "{label} in" && rules.failedAnnouncement == "{label} out")

        let rows = try #require(scene.view("rows") as? UITableView)
        #expect(rows.style == .grouped && rows.isEditing && rows.numberOfRows(inSection: 0) == 4)
        let table = try #require(rows.dataSource as? SceneTable)
        #expect(table.tableView(rows, titleForHeaderInSection: 0) == "Today")
        #expect(table.tableView(rows, titleForFooterInSection: 0) == "Two left")
        #expect(table.sections.first?.rows.last?.text == "Item 2", "numbered rows follow the listed ones")
        let eggs = try #require(table.sections.first?.rows[1])
        #expect(eggs.text == "Eggs" && eggs.detail == "12" && eggs.accessory == .checkmark)
        #expect(eggs.image?.rows == UIImage(systemName: "star")?.rows)
        #expect(table.sections.last?.rows.first?.image?.rows == ["xy"])
        let art = try #require(table.sections.last?.rows.first?.accessibility)
        #expect(art.label == "Drawing" && art.value == "new" && art.hint == "Opens it" && art.traits == .button)
        #expect(art.customActions.map(\.name) == ["Star"] && art.swipeActions.map(\.name) == ["Remove"])
        #expect(art.dragSources?.map(\.name) == ["Drag the drawing"] && art.dragSources?.first?.point == CGPoint(x: 1, y: 0))
        #expect(art.dropPoints?.isEmpty == true)
        #expect(table.dragRules?.text == "{text} ({detail})" && table.dragRules?.allowsMove == false)
        let tableDrop = try #require(table.dropRules)
        #expect(tableDrop.acceptedTypes == ["public.plain-text"] && tableDrop.operation == .copy)
        #expect(tableDrop.intent == .automatic && tableDrop.announcement == "{text} added")
        #expect(rows.dragDelegate === table && rows.dropDelegate === table && rows.delegate === table)
    }

    @Test func theNewControlsKeysLandOnThem() throws {
        let scene = try SceneLoader.load(yaml: Self.yaml, file: "every.yaml")
        let tabs = try #require(scene.view("tabs") as? UITabBar)
        #expect(tabs.items?.map(\.title) == ["One", "Two"])
        #expect(tabs.items?.map(\.badgeValue) == [nil, "2"])
        #expect(tabs.selectedItem === tabs.items?.last)
        #expect(tabs.items?.first?.isEnabled == false && tabs.items?.first?.accessibilityLabel == "First")
        #expect(tabs.items?.first?.accessibilityValue == "1" && tabs.items?.first?.accessibilityHint == "Opens one")
        #expect((scene.view("field") as? UITextField)?.isFirstResponder == true)
        #expect((scene.view("go") as? UIButton)?.isEnabled == true)
        let count = try #require(scene.view("count") as? UIStepper)
        #expect(count.value == 2 && count.minimumValue == 1 && count.maximumValue == 9 && count.stepValue == 0.5)
        #expect(count.wraps && !count.autorepeat)
        let dots = try #require(scene.view("dots") as? UIPageControl)
        #expect(dots.numberOfPages == 3 && dots.currentPage == 1 && dots.hidesForSinglePage)
        let notes = try #require(scene.view("notes") as? UITextView)
        #expect(notes.text == "Some notes" && notes.isEditable && !notes.isFirstResponder)
        #expect(scene.view("page")?.isHidden == true, "the views of a tab not selected are hidden")
        #expect(scene.view("field")?.isHidden == false && scene.view("picture")?.isHidden == false)

        let segments = try #require(scene.view("segments") as? UISegmentedControl)
        #expect((0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) } == ["A", "B"])
        #expect(segments.selectedSegmentIndex == 1)

        let back = try #require(scene.view("back") as? UIButton)
        #expect(back.currentTitle == "Home" && back.accessibilityTraits == [.button, .backButton])
        let key = try #require(scene.view("key") as? UIButton)
        #expect(key.currentTitle == "Q" && key.accessibilityTraits == [.button, .keyboardKey])
        let secret = try #require(scene.view("secret") as? UITextField)
        #expect(secret.isSecureTextEntry && secret.text == "hunter2" && secret.placeholder == "Password")

        let table = try #require(scene.view("table") as? DataTableView)
        #expect(table.accessibilityContainerType == .dataTable)
        #expect(table.accessibilityRowCount() == 3 && table.accessibilityColumnCount() == 2)
        let cells = try #require(table.accessibilityElements as? [DataTableCell])
        #expect(cells.compactMap(\.accessibilityLabel) == ["Name", "Age", "Ann", "9", "Bo"])
        #expect(table.accessibilityHeaderElements(forRow: 1)?.first === cells[2])
        let bo = cells[4]
        #expect(bo.accessibilityValue == "new" && bo.accessibilityHint == "Joined today" && bo.accessibilityTraits == .button)
        #expect(bo.sceneCustomContent.map(\.label) == ["Since"] && bo.headsRow && !bo.headsColumn)
        #expect(table.accessibilityDataTableCellElement(forRow: 2, column: 1) == nil, "~ leaves the position empty")
        let greeting = try #require(scene.view("label"))
        #expect(greeting.sceneCustomContent.map(\.value) == ["Cheerful"] && greeting.sceneCustomContent.first?.importance == .high)

        for (id, announcement) in [("segments", "Segment"), ("back", "Back"), ("key", "Typed")] {
            _ = UIAccessibility.takePostedNotifications()
            (scene.view(id) as? UIControl)?.sendActions(for: .primaryActionTriggered)
            #expect(UIAccessibility.takePostedNotifications().compactMap { $0.argument as? String } == [announcement])
        }
    }

    @Test func controlsAndCustomActionsDoWhatTheirKeysSay() throws {
        let scene = try SceneLoader.load(yaml: Self.yaml, file: "every.yaml")
        let label = try #require(scene.view("label"))
        let wave = try #require(label.accessibilityCustomActions?.first)
        #expect(wave.actionHandler?(wave) == true)
        #expect(label.isHidden && scene.view("plain")?.isHidden == false)
        let fail = try #require(label.accessibilityCustomActions?.last)
        #expect(fail.actionHandler?(fail) == false)
        _ = UIAccessibility.takePostedNotifications()

        let toggle = try #require(scene.view("toggle") as? UISwitch)
        toggle.sendActions(for: .primaryActionTriggered)
        #expect(scene.view("go")?.isHidden == true)
        (scene.view("level") as? UISlider)?.sendActions(for: .primaryActionTriggered)
        #expect(scene.view("go")?.isHidden == false)
        (scene.view("go") as? UIButton)?.sendActions(for: .primaryActionTriggered)
        #expect(UIAccessibility.takePostedNotifications().compactMap { $0.argument as? String } == ["Going"])
    }

    @Test func theKeysThatSayWhatAppsDoLandOnTheirObjects() throws {
        let scene = try SceneLoader.load(yaml: Self.yaml, file: "every.yaml")
        let card = try #require(scene.view("card"))
        #expect(!card.accessibilityViewIsModal && !card.accessibilityElementsHidden)
        #expect(card.activationPointInFrame == CGPoint(x: 2, y: 1))
        let rotors = try #require(card.accessibilityCustomRotors)
        #expect(rotors.map(\.name) == ["Controls", ""])
        #expect(rotors.map(\.systemRotorType) == [.none, .heading])
        let predicate = UIAccessibilityCustomRotorSearchPredicate()
        #expect(rotors[0].itemSearchBlock(predicate)?.targetElement === scene.view("go"), "a new predicate asks for the first")
        predicate.currentItem = UIAccessibilityCustomRotorItemResult(targetElement: try #require(scene.view("level")), targetRange: nil)
        #expect(rotors[0].itemSearchBlock(predicate) == nil, "past the last, nothing")
        predicate.searchDirection = .previous
        #expect(rotors[0].itemSearchBlock(predicate)?.targetElement === scene.view("toggle"))
        _ = UIAccessibility.takePostedNotifications()
        #expect(card.accessibilityPerformMagicTap())
        #expect(!card.accessibilityPerformEscape(), "an escape that does not succeed declines, and does nothing")
        #expect(!card.isHidden)
        #expect(UIAccessibility.takePostedNotifications().compactMap { $0.argument as? String } == ["Card"])
        #expect(scene.windows[1].accessibilityPerformMagicTap())

        let drag = try #require(scene.view("label")?.interactions.first as? UIDragInteraction)
        #expect(!drag.isEnabled)
        let drop = try #require(scene.view("well")?.interactions.first as? UIDropInteraction)
        #expect(drop.allowsSimultaneousDropSessions)
        #expect((drop.delegate as? SceneDropDelegate)?.proposals
            == [SceneDropDelegate.Proposal(frame: CGRect(x: 0, y: 0, width: 6, height: 5), types: ["public.png"],
                                           operation: .forbidden)])
        let name = try #require(scene.view("list")?.accessibilityDropPointDescriptors?.first?.attributedName)
        #expect(name.attribute(.accessibilitySpeechLanguage, at: 0, effectiveRange: nil) as? String == "ko")

        let grid = try #require(scene.view("grid") as? UICollectionView)
        let model = try #require(grid.dataSource as? SceneCollection)
        #expect(!grid.dragInteractionEnabled && model.addsItems)
        #expect(model.dropRules?.intent == .insertIntoDestinationIndexPath)

        let maps = try SceneLoader.load(yaml: Self.singleWindow, file: "maps.yaml")
        #expect(maps.windows.first?.accessibilityPerformMagicTap() == true)
        let paris = try #require(maps.view("map")?.accessibilityElements?.first as? UIAccessibilityElement)
        #expect(paris.accessibilityActivationPoint == CGPoint(x: 1, y: 1))
        #expect(paris.accessibilityPerformMagicTap() && paris.accessibilityPerformEscape())
    }

    @Test func elementsOfAViewDragTheirRegionAsAURLThatAURLDropTakes() throws {
        let yaml = Self.singleWindow
        let scene = try SceneLoader.load(yaml: yaml, file: "maps.yaml")
        let map = try #require(scene.view("map"))
        let elements = try #require(map.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.map(\.accessibilityFrame) == [CGRect(x: 0, y: 0, width: 10, height: 3),
                                                       CGRect(x: 10, y: 0, width: 10, height: 3)])
        #expect(elements[0].accessibilityHint == "A city")
        #expect(elements[0].accessibilityDropPointDescriptors?.isEmpty == true)
        let regions = ((map.interactions.first as? UIDragInteraction)?.delegate as? SceneDragDelegate)?.regions
        #expect(regions?.map(\.value) == ["", "Italy"])
        #expect(elements[1].accessibilityDragSourceDescriptors?.first?.point == CGPoint(x: 15, y: 1.5))
        #expect(elements[1].accessibilityDragSourceDescriptors?.first?.view === map)
        let run = ScriptRunner(scene: scene).run()
        #expect(run.opening.map(\.text) == ["Paris", "A city. Actions Available."])
        #expect(scene.verbosity == Verbosity(), "VoiceOver's defaults when the scene has no voiceOver key")
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "maps", script: "maps.yaml"))")
    }

    // MARK: The schema

    @Test func theEveryKeyScenesUseEveryKeyOfTheSchema() throws {
        var used = try Self.keysUsed(in: Self.yaml).union(try Self.keysUsed(in: Self.singleWindow))
        for yaml in [Self.screensOnAStack, Self.screensAsRoots, Self.screenAsTheRoot] {
            used.formUnion(try Self.keysUsed(in: yaml))
        }
        let all = Self.schemaKeys()
        #expect(all.count > 100)
        let missing = all.subtracting(used).sorted()
        #expect(missing.isEmpty, "keys of the schema that no every-key scene uses: \(missing.joined(separator: "; "))")
    }

    @Test func everyDefaultTheSchemaGivesIsAValueItsKeyTakes() throws {
        var count = 0
        for section in SchemaWalk().sections {
            for key in section.schema.keys {
                guard let text = key.defaultText else { continue }
                count += 1
                let reader = NodeReader(node: .scalar(text, line: 1, column: 1), path: key.name, file: "default")
                switch key.kind {
                case .text: _ = try reader.string()
                case .number(let range): _ = try reader.double(in: range)
                case .bool: _ = try reader.bool()
                case .choice(let words): _ = try reader.choice(words)
                default: Issue.record("\(section.schema.title): \(key.name) has a default, but its kind is not a scalar's")
                }
            }
        }
        #expect(count > 15)
    }

    /// Every key of the schema, as "mapping: key".
    static func schemaKeys() -> Set<String> {
        var keys: Set<String> = []
        for section in SchemaWalk().sections {
            for key in section.schema.keys { keys.insert("\(section.schema.title): \(key.name)") }
        }
        return keys
    }

    /// Every key a scene uses, as "mapping: key", the mapping as the schema titles it.
    static func keysUsed(in yaml: String) throws -> Set<String> {
        let root = try YAMLDocument.composed(yaml, file: "every.yaml", limits: .standard)
        var used: Set<String> = []
        collect(root, as: .mapping(SceneSchema.topLevel), into: &used)
        return used
    }

    private static func collect(_ node: SceneNode, as kind: ValueKind, into used: inout Set<String>) {
        switch (kind, node) {
        case (.mapping(let schema), .mapping(let pairs, _, _)):
            collect(pairs, into: &used) { _ in schema }
        case (.list(let item), .sequence(let items, _, _)):
            for element in items { collect(element, as: item, into: &used) }
        case (.either(let kinds), _):
            if let match = kinds.first(where: { fits(node, $0) }) { collect(node, as: match, into: &used) }
        case (.views, .sequence(let views, _, _)):
            for view in views {
                guard case .scalar(let name, _, _)? = view["type"], let type = SceneSchema.entries[name]?.type,
                      case .mapping(let pairs, _, _) = view else { continue }
                let own = SceneSchema.ownMapping(of: type)
                // A key the type declares again is the type's.
                collect(pairs, into: &used) { key in own.key(key) != nil ? own : CommonViewKeys.schema }
            }
        default:
            break
        }
    }

    private static func collect(_ pairs: [(key: SceneNode, value: SceneNode)], into used: inout Set<String>,
                                schema: (String) -> MappingSchema) {
        for (keyNode, value) in pairs {
            guard case .scalar(let name, _, _) = keyNode, let key = schema(name).key(name) else { continue }
            used.insert("\(schema(name).title): \(name)")
            collect(value, as: key.kind, into: &used)
        }
    }

    /// Whether a node has the shape of a kind: a mapping, a list, or a scalar.
    private static func fits(_ node: SceneNode, _ kind: ValueKind) -> Bool {
        switch (node, kind) {
        case (.mapping, .mapping): true
        case (.sequence, .list), (.sequence, .views): true
        case (.scalar, .mapping), (.scalar, .list), (.scalar, .views): false
        case (.scalar, _): true
        default: false
        }
    }
}
