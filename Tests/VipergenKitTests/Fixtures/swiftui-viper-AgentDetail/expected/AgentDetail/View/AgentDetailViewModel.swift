//
//  AgentDetailViewModel.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import Combine

/// What `AgentDetailView` shows. The presenter writes it; SwiftUI redraws the view on every change.
@MainActor
final class AgentDetailViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var items: [AgentDetailEntity] = []
    @Published var errorMessage: String?
}
