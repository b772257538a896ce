/// Every family of rules the audit runs. Adding a rule is a file in `Rules/` (its family, with
/// the rule's declaration, check, message, fix, rationale and example) and a line here.
///
/// This order is the order rules are listed in (`AuditRule.allCases`: `rotor audit --help`, the
/// message for an unknown rule, docs/audit.md's table). When a family runs is set by the checks it
/// implements (see `RuleFamily`), then by this order.
enum RuleRegistry {
    static let families: [any RuleFamily] = [
        DescriptorRules(),
        PointOverOtherInteractionRule(),
        UnexposedInteractionRule(),
        DragWithoutItemsRule(),
        ActionNameRules(),
        MissingLabelRule(),
        HiddenControlRule(),
        DropAcceptsNothingOfferedRule(),
        UnplacedElementRule(),
    ]
}
